import { Component, type ReactNode } from 'react';

interface Props {
  fallback: ReactNode;
  onError: (error: Error) => void;
  children: ReactNode;
}

/** Catches a widget's render failure so the page gets a message and `hub-error`, never a blank box. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error): void {
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
