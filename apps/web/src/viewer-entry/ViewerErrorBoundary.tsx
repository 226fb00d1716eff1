import { Component, type ReactNode } from 'react';
import { ErrorScreenFor } from '../shell/errors/ErrorScreenFor.js';

type Props = { children: ReactNode };
type State = { error: unknown; failed: boolean };

/** A screen that fails to draw shows the error screen for what failed (as the full app's router does). */
export class ViewerErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override render() {
    return this.state.failed ? <ErrorScreenFor error={this.state.error} /> : this.props.children;
  }
}
