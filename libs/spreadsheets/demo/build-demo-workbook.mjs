#!/usr/bin/env node
// Builds demo-workbook.xlsx, the spreadsheet behind the demo workspace: Products, Orders and
// Stores with text, numbers, dates, date-times, a formula column, image URLs and street addresses.
// Deterministic: a seeded generator and fixed timestamps give the same bytes on every run.
// Run from the repository root: node libs/spreadsheets/demo/build-demo-workbook.mjs
import { Buffer } from 'node:buffer';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';

const OUTPUT = fileURLToPath(new URL('./demo-workbook.xlsx', import.meta.url));
const FIXED_TIME = new Date(Date.UTC(2024, 0, 1));

/** mulberry32: a tiny seeded generator, so the data is the same on every run. */
function generator(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = generator(20240101);
const pick = (list) => list[Math.floor(random() * list.length)];
const between = (min, max) => min + Math.floor(random() * (max - min + 1));
const day = (from, spanDays) => new Date(from.getTime() + between(0, spanDays) * 86_400_000);
const image = (seed) => `https://picsum.photos/seed/${seed}/400/300`;

const materials = [
  'Oak',
  'Walnut',
  'Linen',
  'Ceramic',
  'Brass',
  'Wool',
  'Rattan',
  'Marble',
  'Glass',
  'Copper',
];
const items = {
  Lighting: ['Desk Lamp', 'Floor Lamp', 'Pendant Light', 'Wall Sconce'],
  Furniture: ['Side Table', 'Bookshelf', 'Lounge Chair', 'Stool', 'Bench'],
  Kitchen: ['Serving Bowl', 'Cutting Board', 'Teapot', 'Mug Set'],
  Textiles: ['Throw Blanket', 'Cushion Cover', 'Table Runner', 'Rug'],
  Decor: ['Vase', 'Mirror', 'Wall Clock', 'Candle Holder', 'Planter'],
};
const priceRange = {
  Lighting: [39, 249],
  Furniture: [59, 899],
  Kitchen: [12, 89],
  Textiles: [19, 329],
  Decor: [15, 149],
};

const products = [];
for (const [category, names] of Object.entries(items))
  for (const name of names)
    for (const material of materials) products.push({ name: `${material} ${name}`, category });
// Keep 120 of the 220 combinations, shuffled (Fisher-Yates) in a repeatable order.
for (let i = products.length - 1; i > 0; i--) {
  const j = Math.floor(random() * (i + 1));
  [products[i], products[j]] = [products[j], products[i]];
}
products.length = 120;
for (const [i, product] of products.entries()) {
  const [min, max] = priceRange[product.category];
  product.price = between(min, max) + pick([0, 0.5, 0.9, 0.99]);
  product.stock = between(0, 250);
  product.image = image(`tessera-product-${i + 1}`);
  product.addedOn = day(new Date(Date.UTC(2023, 0, 1)), 540);
}

const firstNames = [
  'Ava',
  'Noah',
  'Maya',
  'Liam',
  'Zoe',
  'Ethan',
  'Lena',
  'Omar',
  'Ines',
  'Hugo',
  'Sofia',
  'Kenji',
  'Amara',
  'Lucas',
  'Nora',
  'Ravi',
];
const lastNames = [
  'Hansen',
  'Garcia',
  'Okafor',
  'Nguyen',
  'Schmidt',
  'Rossi',
  'Kowalski',
  'Silva',
  'Tanaka',
  'Dubois',
  'Haddad',
  'Larsen',
];
const statuses = ['Pending', 'Shipped', 'Delivered', 'Delivered', 'Delivered', 'Cancelled'];

const orders = [];
for (let i = 0; i < 400; i++) {
  const first = pick(firstNames);
  const last = pick(lastNames);
  const productIndex = between(0, products.length - 1);
  const quantity = between(1, 6);
  const date = day(new Date(Date.UTC(2024, 0, 1)), 330);
  date.setUTCHours(between(8, 20), pick([0, 15, 30, 45]));
  orders.push({
    id: `ORD-${1001 + i}`,
    customer: `${first} ${last}`,
    email: `${first}.${last}${between(1, 99)}@example.com`.toLowerCase(),
    product: products[productIndex],
    productRow: productIndex + 2,
    quantity,
    date,
    status: pick(statuses),
  });
}

// Store, street address, city, country, phone.
const stores = [
  ['Tessera Oslo', 'Karl Johans gate 22, 0159 Oslo, Norway', 'Oslo', 'Norway', '+47 22 12 34 56'],
  [
    'Tessera Copenhagen',
    'Strøget 18, 1160 Copenhagen, Denmark',
    'Copenhagen',
    'Denmark',
    '+45 33 12 34 56',
  ],
  [
    'Tessera Stockholm',
    'Drottninggatan 53, 111 21 Stockholm, Sweden',
    'Stockholm',
    'Sweden',
    '+46 8 123 456 78',
  ],
  [
    'Tessera Berlin',
    'Friedrichstraße 68, 10117 Berlin, Germany',
    'Berlin',
    'Germany',
    '+49 30 1234 5678',
  ],
  [
    'Tessera Munich',
    'Kaufingerstraße 9, 80331 Munich, Germany',
    'Munich',
    'Germany',
    '+49 89 1234 5678',
  ],
  [
    'Tessera Amsterdam',
    'Kalverstraat 92, 1012 PH Amsterdam, Netherlands',
    'Amsterdam',
    'Netherlands',
    '+31 20 123 4567',
  ],
  [
    'Tessera Brussels',
    'Rue Neuve 111, 1000 Brussels, Belgium',
    'Brussels',
    'Belgium',
    '+32 2 123 45 67',
  ],
  [
    'Tessera Paris',
    '45 Rue de Rivoli, 75001 Paris, France',
    'Paris',
    'France',
    '+33 1 23 45 67 89',
  ],
  [
    'Tessera Lyon',
    '12 Rue de la République, 69002 Lyon, France',
    'Lyon',
    'France',
    '+33 4 12 34 56 78',
  ],
  [
    'Tessera London',
    '150 Regent Street, London W1B 5SJ, United Kingdom',
    'London',
    'United Kingdom',
    '+44 20 1234 5678',
  ],
  [
    'Tessera Manchester',
    '21 Market Street, Manchester M1 1WR, United Kingdom',
    'Manchester',
    'United Kingdom',
    '+44 161 123 4567',
  ],
  [
    'Tessera Dublin',
    '45 Grafton Street, Dublin 2, D02 KH29, Ireland',
    'Dublin',
    'Ireland',
    '+353 1 123 4567',
  ],
  [
    'Tessera Madrid',
    'Calle de Preciados 28, 28013 Madrid, Spain',
    'Madrid',
    'Spain',
    '+34 91 123 45 67',
  ],
  [
    'Tessera Barcelona',
    'Passeig de Gràcia 55, 08007 Barcelona, Spain',
    'Barcelona',
    'Spain',
    '+34 93 123 45 67',
  ],
  [
    'Tessera Lisbon',
    'Rua Augusta 140, 1100-053 Lisbon, Portugal',
    'Lisbon',
    'Portugal',
    '+351 21 123 4567',
  ],
  [
    'Tessera Milan',
    'Corso Vittorio Emanuele II 15, 20122 Milan, Italy',
    'Milan',
    'Italy',
    '+39 02 1234 5678',
  ],
  [
    'Tessera Vienna',
    'Mariahilfer Straße 77, 1060 Vienna, Austria',
    'Vienna',
    'Austria',
    '+43 1 234 5678',
  ],
  [
    'Tessera Zurich',
    'Bahnhofstrasse 45, 8001 Zurich, Switzerland',
    'Zurich',
    'Switzerland',
    '+41 44 123 45 67',
  ],
  [
    'Tessera New York',
    '120 Spring Street, New York, NY 10012, United States',
    'New York',
    'United States',
    '+1 212 555 0142',
  ],
  [
    'Tessera Chicago',
    '600 N Michigan Avenue, Chicago, IL 60611, United States',
    'Chicago',
    'United States',
    '+1 312 555 0178',
  ],
  [
    'Tessera San Francisco',
    '845 Market Street, San Francisco, CA 94103, United States',
    'San Francisco',
    'United States',
    '+1 415 555 0123',
  ],
  [
    'Tessera Toronto',
    '220 Yonge Street, Toronto, ON M5B 2H1, Canada',
    'Toronto',
    'Canada',
    '+1 416 555 0199',
  ],
  [
    'Tessera Tokyo',
    '3-2-1 Ginza, Chuo City, Tokyo 104-0061, Japan',
    'Tokyo',
    'Japan',
    '+81 3 1234 5678',
  ],
  [
    'Tessera Sydney',
    '188 Pitt Street, Sydney NSW 2000, Australia',
    'Sydney',
    'Australia',
    '+61 2 1234 5678',
  ],
].map(([store, address, city, country, phone], i) => ({
  store,
  address,
  city,
  country,
  phone,
  opened: day(new Date(Date.UTC(2015, 0, 1)), 3000),
  image: image(`tessera-store-${i + 1}`),
}));

const workbook = new ExcelJS.Workbook();
workbook.creator = 'Tessera';
workbook.created = FIXED_TIME;
workbook.modified = FIXED_TIME;

function sheet(title, columns) {
  const worksheet = workbook.addWorksheet(title, { views: [{ state: 'frozen', ySplit: 1 }] });
  worksheet.columns = columns.map(([header, width, numFmt]) => ({
    header,
    width,
    ...(numFmt ? { style: { numFmt } } : {}),
  }));
  worksheet.getRow(1).font = { bold: true };
  return worksheet;
}

const productSheet = sheet('Products', [
  ['Name', 26],
  ['Category', 14],
  ['Price', 10, '#,##0.00'],
  ['Stock', 8],
  ['Image', 46],
  ['Added On', 12, 'yyyy-mm-dd'],
]);
for (const p of products)
  productSheet.addRow([p.name, p.category, p.price, p.stock, p.image, p.addedOn]);

const orderSheet = sheet('Orders', [
  ['Order ID', 11],
  ['Customer', 18],
  ['Email', 30],
  ['Product', 26],
  ['Quantity', 9],
  ['Total', 11, '#,##0.00'],
  ['Order Date', 17, 'yyyy-mm-dd hh:mm'],
  ['Status', 11],
]);
for (const [i, o] of orders.entries()) {
  const row = i + 2;
  orderSheet.addRow([
    o.id,
    o.customer,
    o.email,
    o.product.name,
    o.quantity,
    // The total is a formula, stored with its computed result as a spreadsheet program would.
    {
      formula: `E${row}*INDEX(Products!C:C,MATCH(D${row},Products!A:A,0))`,
      result: Math.round(o.quantity * o.product.price * 100) / 100,
    },
    o.date,
    o.status,
  ]);
}

const storeSheet = sheet('Stores', [
  ['Store', 22],
  ['Address', 60],
  ['City', 16],
  ['Country', 16],
  ['Phone', 18],
  ['Opened', 12, 'yyyy-mm-dd'],
  ['Image', 44],
]);
for (const s of stores)
  storeSheet.addRow([s.store, s.address, s.city, s.country, s.phone, s.opened, s.image]);

const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
writeFileSync(OUTPUT, withFixedZipTimes(bytes));
console.log(
  `Wrote ${OUTPUT}: ${products.length} products, ${orders.length} orders, ${stores.length} stores.`,
);

/** Sets every zip entry's modification time to 1980-01-01 so rebuilding changes no bytes. */
function withFixedZipTimes(zip) {
  const out = Buffer.from(zip);
  let end = out.length - 22;
  while (end >= 0 && out.readUInt32LE(end) !== 0x06054b50) end--;
  const count = out.readUInt16LE(end + 10);
  let offset = out.readUInt32LE(end + 16);
  const dosTime = 0;
  const dosDate = (0 << 9) | (1 << 5) | 1; // 1980-01-01
  for (let i = 0; i < count; i++) {
    const local = out.readUInt32LE(offset + 42);
    out.writeUInt16LE(dosTime, offset + 12);
    out.writeUInt16LE(dosDate, offset + 14);
    out.writeUInt16LE(dosTime, local + 10);
    out.writeUInt16LE(dosDate, local + 12);
    offset +=
      46 +
      out.readUInt16LE(offset + 28) +
      out.readUInt16LE(offset + 30) +
      out.readUInt16LE(offset + 32);
  }
  return out;
}
