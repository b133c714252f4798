// happy-dom's viewport, for the tests of layouts that follow the window's width.
interface HappyDomWindow {
  happyDOM: { setViewport(viewport: { width?: number; height?: number }): void };
}

/** Sets the window's inner width and dispatches "resize", as a browser does. */
export function resizeWindow(width: number) {
  (window as unknown as HappyDomWindow).happyDOM.setViewport({ width });
}
