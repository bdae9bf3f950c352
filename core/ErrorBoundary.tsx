import { Component, type ReactNode } from 'react';

interface Props {
  /** What shows instead of the children once they failed, given the error. */
  fallback: (error: unknown) => ReactNode;
  onError: (error: unknown) => void;
  children: ReactNode;
}

/** Catches a widget's render failure so the page gets a message and `hub-error`, never a blank box. */
export class ErrorBoundary extends Component<Props, { failed: boolean; error: unknown }> {
  override state = { failed: false, error: undefined as unknown };

  static getDerivedStateFromError(error: unknown): { failed: boolean; error: unknown } {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
