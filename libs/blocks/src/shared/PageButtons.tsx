import type { SheetRow } from '@tessera/contracts';
import { recordPagePath, type ItemButton, type ToolbarButton } from '@tessera/domain';
import { pagePath } from './links.js';
import type { BlockNavigation } from '../types.js';

/** A button-styled link to an app page, followed inside the app (no page reload). */
function PageLink({
  button,
  path,
  navigation,
}: {
  button: ToolbarButton;
  path: string;
  navigation: BlockNavigation;
}) {
  const page = navigation.pages.find(
    (candidate) => pagePath(candidate.page_slug) === pagePath(button.open_page),
  );
  return (
    <a
      className="ts-button ts-page-button"
      href={path}
      style={{ background: button.button_color, color: button.text_color }}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        navigation.onNavigate(path, page?.page_name ?? button.title);
      }}
    >
      {button.title.trim() || 'Open'}
    </a>
  );
}

/**
 * The block's toolbar buttons, each opening a page of the app. Boards have no pages: there the
 * host gives no navigation and the buttons are not drawn.
 */
export function ToolbarButtons({
  buttons,
  navigation,
}: {
  buttons: readonly ToolbarButton[];
  navigation: BlockNavigation | undefined;
}) {
  if (!navigation || buttons.length === 0) return null;
  return (
    <span className="ts-page-buttons">
      {buttons.map((button, index) => (
        <PageLink
          key={index}
          button={button}
          path={pagePath(button.open_page)}
          navigation={navigation}
        />
      ))}
    </span>
  );
}

/** A row's item buttons: a page of the app, opened on this row when it is a detail page. */
export function ItemButtons({
  buttons,
  row,
  navigation,
}: {
  buttons: readonly ItemButton[];
  row: SheetRow;
  navigation: BlockNavigation | undefined;
}) {
  if (!navigation || buttons.length === 0) return null;
  return (
    <span className="ts-page-buttons">
      {buttons.map((button, index) => {
        const page = pagePath(button.open_page);
        return (
          <PageLink
            key={index}
            button={button}
            path={button.open_detail_page ? recordPagePath(page, row._id) : page}
            navigation={navigation}
          />
        );
      })}
    </span>
  );
}
