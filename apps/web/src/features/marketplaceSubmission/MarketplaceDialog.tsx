import { useCallback, useState } from 'react';
import {
  MARKETPLACE_DIALOG_TITLES,
  SIGN_IN_METHODS,
  toSignInMethod,
  type SignInMethod,
} from '@tessera/domain';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { Loading } from '../../shell/ui/Loading.js';
import { selectPage } from '../multipage/pageSlice.js';
import { appAddress } from '../publishing/appAddress.js';
import publishing from '../publishing/publishing.module.css';
import { useGetAppQuery, useGetReviewRequestQuery } from '../publishing/publishingApi.js';
import { reviewStatusOf } from '../publishing/reviewStatus.js';
import styles from '../editor/blocks/editor.module.css';
import { Popup } from '../editor/blocks/Popup.js';
import {
  marketplaceDialogClosed,
  selectMarketplaceSubmission,
} from './marketplaceSubmissionSlice.js';
import { SubmissionForm } from './SubmissionForm.js';
import { SubmissionStatus } from './SubmissionStatus.js';

const DIALOG_WIDTH = 640;
const PASSWORD_SIGN_IN: SignInMethod = SIGN_IN_METHODS[1];

/** The Marketplace dialog (publishing §2): the submission form, or the request's status view. */
export function MarketplaceDialog({ dashboardHost }: { dashboardHost: string }) {
  const dispatch = useAppDispatch();
  const { dialogOpen } = useAppSelector(selectMarketplaceSubmission);
  const close = useCallback(() => dispatch(marketplaceDialogClosed()), [dispatch]);
  if (!dialogOpen) return null;
  return <MarketplaceDialogContent dashboardHost={dashboardHost} onClose={close} />;
}

function MarketplaceDialogContent({
  dashboardHost,
  onClose,
}: {
  dashboardHost: string;
  onClose: () => void;
}) {
  const page = useAppSelector(selectPage);
  const { message } = useAppSelector(selectMarketplaceSubmission);
  const review = useGetReviewRequestQuery(undefined, { refetchOnMountOrArgChange: true });
  const app = useGetAppQuery(page.app_id, { skip: !page.app_id, refetchOnMountOrArgChange: true });
  const [editing, setEditing] = useState(false);
  // Set after a first-time submit (publishing §4); the dialog's own copy, not the app's.
  const [localSignIn, setLocalSignIn] = useState<SignInMethod | null>(null);

  // A failed load is status none (publishing §8).
  const request = review.isError ? null : (review.currentData ?? null);
  const status = reviewStatusOf(request);
  const showForm = status === 'none' || (status === 'rejected' && editing);
  const title = showForm
    ? editing
      ? MARKETPLACE_DIALOG_TITLES.resubmit
      : MARKETPLACE_DIALOG_TITLES.form
    : status === 'published'
      ? MARKETPLACE_DIALOG_TITLES.published
      : MARKETPLACE_DIALOG_TITLES.pending;

  const isPublic = app.currentData?.public ?? page.public;
  const signInMethod =
    localSignIn ?? toSignInMethod(app.currentData?.sign_in_method ?? page.sign_in_method);
  const publishUrl = app.currentData?.publishUrl || app.currentData?.name || page.name;
  const loading = (review.isFetching && review.currentData === undefined) || app.isLoading;

  return (
    <Popup title={title} onClose={onClose} width={DIALOG_WIDTH} centered lockScroll>
      {loading ? (
        <Loading />
      ) : showForm ? (
        <SubmissionForm
          // A cancelled or decided request starts a fresh form.
          key={`${status}-${editing ? (request?.id ?? '') : 'new'}`}
          editing={editing ? request : null}
          locked={!isPublic || signInMethod === PASSWORD_SIGN_IN}
          target={{
            appId: page.app_id,
            requestId: request?.id ?? null,
            isPublic,
            publishUrl,
            signInMethod,
            previewUrl: appAddress(publishUrl, dashboardHost, window.location),
          }}
          onSubmitted={(firstTime) => {
            setEditing(false);
            if (firstTime) setLocalSignIn(PASSWORD_SIGN_IN);
          }}
        />
      ) : request ? (
        <SubmissionStatus request={request} onEditAndResubmit={() => setEditing(true)} />
      ) : null}
      {message ? (
        <p
          role={message.kind === 'error' ? 'alert' : 'status'}
          className={
            message.kind === 'error'
              ? styles.error
              : message.kind === 'success'
                ? publishing.messageSuccess
                : publishing.message
          }
        >
          {message.text}
        </p>
      ) : null}
    </Popup>
  );
}
