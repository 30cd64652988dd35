// Small marks beside the payment methods, which a customer looks for before paying: our own drawings, a rounded outline with the
// brand's name, never the brands' artwork. Decorative: the radio's name stays the method's text.
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Marks = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 4px;
  margin-left: auto;
  color: ${({ theme }) => theme.colors.muted};
  svg {
    display: block;
    height: 20px;
    width: auto;
  }
  text {
    font-family: inherit;
    font-weight: 700;
  }
`;

/** A badge as wide as its name: about 6 units per letter at font size 9. */
function Badge({ name }: { name: string }): ReactNode {
  const width = Math.max(28, name.length * 6 + 10);
  return (
    <svg viewBox={`0 0 ${width} 20`} width={width} height={20} focusable="false" data-mark={name}>
      <rect x="0.5" y="0.5" width={width - 1} height="19" rx="4" fill="none" stroke="currentColor" />
      <text x={width / 2} y="13.5" textAnchor="middle" fontSize="9" fill="currentColor">
        {name}
      </text>
    </svg>
  );
}

/** Which marks each method shows; crypto names two of the currencies the API offers (GET payments/crypto-currencies). */
export const METHOD_MARKS: Readonly<Record<string, readonly string[]>> = {
  card: ['VISA', 'Mastercard'],
  paypal: ['PayPal'],
  mbway: ['MB WAY'],
  crypto: ['BTC', 'USDT'],
};

export function MethodLogos({ method }: { method: string }): ReactNode {
  const marks = METHOD_MARKS[method];
  if (!marks) return null;
  return (
    <Marks aria-hidden="true" data-testid={`method-logos-${method}`}>
      {marks.map((name) => (
        <Badge key={name} name={name} />
      ))}
    </Marks>
  );
}
