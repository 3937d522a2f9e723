class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/**
 * jsdom lays nothing out, so a chart would draw in a box of nothing. Call at the top of a chart's test file: the
 * charts' responsive container gets a phone-sized box (320 × 220) and any other element a box the length of its
 * text (7 px a character, 14 tall), so the axes' labels are placed as in a browser.
 */
export function layOutChartsLikeAPhone(): void {
  beforeAll(() => {
    Object.assign(globalThis, { ResizeObserver: globalThis.ResizeObserver ?? ResizeObserverStub });
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const [width, height] = this.classList.contains('recharts-responsive-container')
        ? [320, 220]
        : [7 * (this.textContent ?? '').length, 14];
      return { width, height, top: 0, left: 0, right: width, bottom: height, x: 0, y: 0 } as DOMRect;
    });
  });
  afterAll(() => jest.restoreAllMocks());
}
