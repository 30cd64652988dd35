import type { ReactNode } from 'react';
import { createGlobalStyle } from 'styled-components';
import { GLOBAL_CSS, serverDrewStyles } from '../routes';

const Injected = createGlobalStyle`${GLOBAL_CSS}`;

/**
 * The document-wide rules (box sizing, body, focus ring, reduced motion). A page the gateway drew has them in its
 * HTML already (ADR 042), so they are injected only into a page that came without them.
 */
export function GlobalStyle(): ReactNode {
  return serverDrewStyles() ? null : <Injected />;
}
