import { Component, type ReactNode } from 'react';

type MapErrorBoundaryProps = { fallback: ReactNode; children: ReactNode; onError?: () => void };

// React catches render errors only in class components; the map's code failing to download,
// its tile configuration failing to load and Leaflet failing to start all land here.
export class MapErrorBoundary extends Component<MapErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(): void {
    this.props.onError?.();
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
