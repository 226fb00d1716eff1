import { Component, type ReactNode } from 'react';
import { ErrorScreenFor } from '../shell/errors/ErrorScreenFor.js';

type Props = {
  /** The address shown: going elsewhere (a new path, query or fragment) tries drawing again. */
  resetKey: string;
  children: ReactNode;
};
type State = { error: unknown; failed: boolean; resetKey: string };

/**
 * What fails to draw shows the error screen for the error (as the full app's router does), until
 * the visitor goes to another address.
 */
export class ViewerErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey
      ? null
      : { error: null, failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <ErrorScreenFor error={this.state.error} /> : this.props.children;
  }
}
