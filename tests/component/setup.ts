import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// antd forms validate asynchronously; on a busy 2-core machine that can take longer than the default second.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks the layout APIs antd's responsive and overlay components call.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;

// jsdom throws "Not implemented" for pseudo-element styles, which antd reads when measuring scrollbars.
const jsdomGetComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => jsdomGetComputedStyle(element);

window.scrollTo = () => undefined;

// Mounting antd and pro-components in jsdom is slow on a busy machine; the default 5 s is too tight for a first render.
jest.setTimeout(30000);
