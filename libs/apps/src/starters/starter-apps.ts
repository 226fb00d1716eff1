/**
 * The starter apps a new workspace is offered (issue 15, a guided start): each a small, filled-in
 * spreadsheet and an app built on it, ready to edit. Blocks name the sheets' real columns, and
 * each app's pages join its navigation as they are made.
 */

export type StarterSheet = { title: string; columns: string[]; rows: Record<string, string>[] };
export type StarterBlock = { type: string; settings: Record<string, unknown> };
export type StarterPage = { name: string; slug: string; blocks: StarterBlock[] };

export type StarterApp = {
  key: string;
  title: string;
  description: string;
  sheets: StarterSheet[];
  /** The home page's blocks (between its header and footer), then the other pages. */
  home: StarterBlock[];
  pages: StarterPage[];
};

/** A sheet from a header row and data rows. */
function sheet(title: string, [columns, ...rows]: string[][]): StarterSheet {
  return {
    title,
    columns: columns!,
    rows: rows.map((cells) =>
      Object.fromEntries(columns!.map((column, i) => [column, cells[i] ?? ''])),
    ),
  };
}

const intro = (title: string, lines: string[]): StarterBlock => ({
  type: 'markdown',
  settings: { title, body: lines.join('\n') },
});

const table = (title: string, sheetTitle: string, axis: { column: string; type?: string }[]) => ({
  type: 'table',
  settings: {
    title,
    sheet_title: sheetTitle,
    full_width: true,
    axis: axis.map(({ column, type }) => ({ column, type: type ?? 'text' })),
  },
});

type Field = {
  column: string;
  type?: string;
  required?: boolean;
  hide?: boolean;
  default?: string;
  options?: string;
  placeholder?: string;
};

const form = (
  titleForm: string,
  sheetTitle: string,
  submit: { text: string; success: string },
  fields: Field[],
): StarterBlock => ({
  type: 'form',
  settings: {
    titleForm,
    sheet_title: sheetTitle,
    submit_text: submit.text,
    submit_success: submit.success,
    axis: fields.map((field) => ({ label: field.column, ...field })),
  },
});

const directory: StarterApp = {
  key: 'directory',
  title: 'Team directory',
  description: 'Who is who: names, roles, teams and how to reach them, with a page to join.',
  sheets: [
    sheet('People', [
      ['Name', 'Role', 'Team', 'Email', 'Phone', 'Location'],
      [
        'Amara Okafor',
        'Head of Operations',
        'Operations',
        'amara@example.com',
        '+44 20 7946 0011',
        'London',
      ],
      [
        'Lucas Ferreira',
        'Product Designer',
        'Product',
        'lucas@example.com',
        '+351 21 000 1122',
        'Lisbon',
      ],
      [
        'Mei Tanaka',
        'Software Engineer',
        'Engineering',
        'mei@example.com',
        '+81 3 0000 2233',
        'Tokyo',
      ],
      ['Jonas Weber', 'Account Manager', 'Sales', 'jonas@example.com', '+49 30 000 3344', 'Berlin'],
      [
        'Priya Nair',
        'Data Analyst',
        'Engineering',
        'priya@example.com',
        '+91 80 0000 4455',
        'Bengaluru',
      ],
      [
        'Sofia Rossi',
        'Office Manager',
        'Operations',
        'sofia@example.com',
        '+39 06 000 5566',
        'Rome',
      ],
    ]),
  ],
  home: [
    intro('Welcome', [
      '## Our team',
      '',
      'Search by name, role, team or city. New colleague? Add yourself on **Join**.',
    ]),
    table('People', 'People', [
      { column: 'Name' },
      { column: 'Role' },
      { column: 'Team' },
      { column: 'Email', type: 'email' },
      { column: 'Phone', type: 'tel' },
      { column: 'Location' },
    ]),
  ],
  pages: [
    {
      name: 'Join',
      slug: 'join',
      blocks: [
        form(
          'Add yourself',
          'People',
          { text: 'Add me', success: 'Welcome aboard! You are in the directory.' },
          [
            { column: 'Name', required: true, placeholder: 'Your full name' },
            { column: 'Role', required: true },
            {
              column: 'Team',
              type: 'select',
              options: 'Engineering,Operations,Product,Sales',
              required: true,
            },
            { column: 'Email', type: 'email', required: true, placeholder: 'you@example.com' },
            { column: 'Phone', type: 'tel' },
            { column: 'Location' },
          ],
        ),
      ],
    },
  ],
};

const inventory: StarterApp = {
  key: 'inventory',
  title: 'Inventory',
  description: 'Stock on hand by item, what to reorder, and a form to add new items.',
  sheets: [
    sheet('Items', [
      ['Item', 'SKU', 'Category', 'In stock', 'Reorder at', 'Supplier', 'Price'],
      ['Oak desk lamp', 'LMP-001', 'Lighting', '14', '5', 'Northwood', '49.00'],
      ['Linen cushion', 'CSH-014', 'Textiles', '3', '8', 'Loom & Co', '24.50'],
      ['Ceramic mug', 'MUG-220', 'Kitchen', '42', '20', 'Clayworks', '12.00'],
      ['Wool throw', 'THR-031', 'Textiles', '6', '4', 'Loom & Co', '79.00'],
      ['Walnut shelf', 'SHF-105', 'Furniture', '2', '3', 'Northwood', '129.00'],
      ['Glass carafe', 'CRF-044', 'Kitchen', '18', '10', 'Clearline', '32.00'],
    ]),
  ],
  home: [
    {
      type: 'chart',
      settings: {
        title: 'Stock by item',
        sheet_title: 'Items',
        x_axis: 'Item',
        axis: [
          { column: 'In stock', type: 'bar' },
          { column: 'Reorder at', type: 'line' },
        ],
      },
    },
    table('Items', 'Items', [
      { column: 'Item' },
      { column: 'SKU' },
      { column: 'Category' },
      { column: 'In stock', type: 'number' },
      { column: 'Reorder at', type: 'number' },
      { column: 'Supplier' },
      { column: 'Price', type: 'number' },
    ]),
  ],
  pages: [
    {
      name: 'Add item',
      slug: 'add-item',
      blocks: [
        form(
          'New item',
          'Items',
          { text: 'Add item', success: 'The item was added to the inventory.' },
          [
            { column: 'Item', required: true },
            { column: 'SKU', required: true, placeholder: 'e.g. LMP-002' },
            {
              column: 'Category',
              type: 'select',
              options: 'Furniture,Kitchen,Lighting,Textiles',
              required: true,
            },
            { column: 'In stock', type: 'number', required: true, default: '0' },
            { column: 'Reorder at', type: 'number', default: '5' },
            { column: 'Supplier' },
            { column: 'Price', type: 'number' },
          ],
        ),
      ],
    },
  ],
};

const eventSignUp: StarterApp = {
  key: 'event-sign-up',
  title: 'Event sign-up',
  description: 'A programme of sessions and a sign-up form whose answers land in their own sheet.',
  sheets: [
    sheet('Sessions', [
      ['Session', 'Day', 'Start', 'Room', 'Seats'],
      ['Opening keynote', '2027-03-04', '09:00', 'Main hall', '300'],
      ['Spreadsheets as databases', '2027-03-04', '11:00', 'Room A', '60'],
      ['Designing for phones', '2027-03-04', '14:00', 'Room B', '40'],
      ['Automations that last', '2027-03-05', '10:00', 'Room A', '60'],
      ['Closing panel', '2027-03-05', '16:00', 'Main hall', '300'],
    ]),
    sheet('Sign-ups', [['Name', 'Email', 'Session', 'Signed up']]),
  ],
  home: [
    intro('Programme', [
      '## Two days, five sessions',
      '',
      'Pick the sessions you want, then save your seat on **Sign up**.',
    ]),
    table('Sessions', 'Sessions', [
      { column: 'Session' },
      { column: 'Day', type: 'date' },
      { column: 'Start', type: 'time' },
      { column: 'Room' },
      { column: 'Seats', type: 'number' },
    ]),
  ],
  pages: [
    {
      name: 'Sign up',
      slug: 'sign-up',
      blocks: [
        form(
          'Save your seat',
          'Sign-ups',
          { text: 'Sign up', success: 'You are signed up. See you there!' },
          [
            { column: 'Name', required: true },
            { column: 'Email', type: 'email', required: true, placeholder: 'you@example.com' },
            {
              column: 'Session',
              type: 'select',
              options:
                'Opening keynote,Spreadsheets as databases,Designing for phones,Automations that last,Closing panel',
              required: true,
            },
            { column: 'Signed up', type: 'date', hide: true, default: '[(today)]' },
          ],
        ),
      ],
    },
  ],
};

const crm: StarterApp = {
  key: 'crm',
  title: 'CRM',
  description: 'Contacts and deals by stage, their value at a glance, and a form for new leads.',
  sheets: [
    sheet('Contacts', [
      ['Name', 'Company', 'Email', 'Stage', 'Value', 'Next step', 'Owner'],
      [
        'Hannah Berg',
        'Fjord Foods',
        'hannah@fjordfoods.example',
        'Lead',
        '4000',
        'Intro call',
        'Amara',
      ],
      [
        'Diego Alvarez',
        'Sierra Bikes',
        'diego@sierrabikes.example',
        'Qualified',
        '12000',
        'Send proposal',
        'Jonas',
      ],
      [
        'Chloé Martin',
        'Atelier Nord',
        'chloe@ateliernord.example',
        'Proposal',
        '8500',
        'Follow up Friday',
        'Amara',
      ],
      [
        'Kwame Mensah',
        'Volta Energy',
        'kwame@volta.example',
        'Won',
        '25000',
        'Kick-off meeting',
        'Jonas',
      ],
      [
        'Elif Demir',
        'Bosphorus Tea',
        'elif@bosphorus.example',
        'Lost',
        '3000',
        'Check back in Q3',
        'Amara',
      ],
    ]),
  ],
  home: [
    {
      type: 'chart',
      settings: {
        title: 'Deal value',
        sheet_title: 'Contacts',
        x_axis: 'Name',
        axis: [{ column: 'Value', type: 'bar' }],
      },
    },
    table('Contacts', 'Contacts', [
      { column: 'Name' },
      { column: 'Company' },
      { column: 'Email', type: 'email' },
      { column: 'Stage' },
      { column: 'Value', type: 'number' },
      { column: 'Next step' },
      { column: 'Owner' },
    ]),
  ],
  pages: [
    {
      name: 'New contact',
      slug: 'new-contact',
      blocks: [
        form(
          'New contact',
          'Contacts',
          { text: 'Add contact', success: 'The contact was added.' },
          [
            { column: 'Name', required: true },
            { column: 'Company', required: true },
            { column: 'Email', type: 'email', required: true },
            {
              column: 'Stage',
              type: 'select',
              options: 'Lead,Qualified,Proposal,Won,Lost',
              default: 'Lead',
            },
            { column: 'Value', type: 'number' },
            { column: 'Next step' },
            { column: 'Owner' },
          ],
        ),
      ],
    },
  ],
};

export const STARTER_APPS: readonly StarterApp[] = [directory, inventory, eventSignUp, crm];

export function starterApp(key: string): StarterApp | undefined {
  return STARTER_APPS.find((starter) => starter.key === key);
}
