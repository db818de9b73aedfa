import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// antd forms validate asynchronously, and a list's first rows come after its table has drawn; on a busy 2-core
// machine either can take longer than the default second, and once took longer than 5 s (a list page's rows,
// with another Jest run beside CI's). A wait that succeeds still ends as soon as what it waits for is there.
configure({ asyncUtilTimeout: 15000 });

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

// antd's CSS-in-JS would inject thousands of rules that jsdom then cascades on every
// getComputedStyle call (about nine tenths of these suites' time). No assertion here reads styles;
// what the panel looks like is checked in Chromium by the end-to-end suite.
jest.mock('@ant-design/cssinjs', () => ({
  ...jest.requireActual('@ant-design/cssinjs'),
  useStyleRegister: () => (node: unknown) => node,
}));

// A first render of antd and pro-components can still take seconds on a busy 2-core machine.
jest.setTimeout(30000);
