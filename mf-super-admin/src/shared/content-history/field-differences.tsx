// The fields that differ between two versions of a text, each with its two texts side by side (stacked on a phone),
// labelled for a screen reader as well as by place: "Current" / "This version", or "Latest saved" / "Your edit".
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@mp/shared/i18n';
import type { FieldDifference } from './content-differences';

const List = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  > div {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
  }
  dt {
    grid-column: 1 / -1;
    font-weight: 600;
  }
  dd {
    margin: 0;
    border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
    border-radius: ${({ theme }) => theme.radius};
    padding: ${({ theme }) => theme.space(2)};
    min-width: 0;
  }
  dd[data-side='other'] {
    border-left: 4px solid ${({ theme }) => theme.colors.primary};
  }
  .side {
    display: block;
    font-size: 0.875rem;
    font-weight: 600;
  }
  .text {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

export function FieldDifferences({
  differences,
  currentLabel,
  otherLabel,
}: {
  differences: readonly FieldDifference[];
  currentLabel: string;
  otherLabel: string;
}): ReactNode {
  const { t } = useTranslation('superAdmin');
  const shown = (text: string) => (text === '' ? <em>{t('contentHistory.emptyField')}</em> : text);
  return (
    <List>
      {differences.map((d) => (
        <div key={d.key}>
          <dt>{d.label}</dt>
          <dd data-side="current">
            <span className="side">{currentLabel}</span>
            <p className="text">{shown(d.current)}</p>
          </dd>
          <dd data-side="other">
            <span className="side">{otherLabel}</span>
            <p className="text">{shown(d.other)}</p>
          </dd>
        </div>
      ))}
    </List>
  );
}
