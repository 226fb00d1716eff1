import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { Popup } from '../editor/blocks/Popup.js';
import { PrivacySettingsForm } from './PrivacySettingsForm.js';
import { privacyDialogClosed, selectPublishing } from './publishingSlice.js';
import { PUBLISHING_TEXTS } from './publishingTexts.js';

const PRIVACY_DIALOG_WIDTH = 480;

/** Privacy Settings, opened from the Publish dropdown. */
export function PrivacySettingsDialog({ dashboardHost }: { dashboardHost: string }) {
  const dispatch = useAppDispatch();
  const open = useAppSelector((state) => selectPublishing(state).privacyDialogOpen);
  const close = useCallback(() => dispatch(privacyDialogClosed()), [dispatch]);
  if (!open) return null;
  return (
    <Popup
      title={PUBLISHING_TEXTS.privacySettings}
      onClose={close}
      width={PRIVACY_DIALOG_WIDTH}
      centered
    >
      <PrivacySettingsForm surface="privacy" dashboardHost={dashboardHost} />
    </Popup>
  );
}
