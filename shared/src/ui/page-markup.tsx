// Draws a static page's body (the markup of @mp/shared/domain page-markup.ts) with React elements only: every
// character is text that React escapes, links are drawn only for safe targets. The storefront's static pages and the
// back office's preview use it, so the preview is what the site shows.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { parsePageMarkup, type MarkupBlock, type MarkupInline } from '../domain/page-markup';

const Faq = styled.details`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  padding: ${({ theme }) => theme.space(2)} 0;
  summary {
    cursor: pointer;
    font-weight: 600;
    min-height: 32px;
    display: list-item;
  }
`;
const Lead = styled.p`
  font-size: 1.15rem;
`;

export interface PageMarkupProps {
  body: string;
  /** Draws a link (the storefront: a router link in the page's language); default a plain `<a>`. */
  renderLink?: (to: string, label: string) => ReactNode;
  /** The first paragraph, when the body opens with one, is drawn as the page's lead. */
  lead?: boolean;
  /** Accessible name of the group of questions and answers. */
  faqLabel?: string;
}

type Renderer = (to: string, label: string) => ReactNode;
const plainLink: Renderer = (to, label) => <a href={to}>{label}</a>;

function Inlines({ inlines, link }: { inlines: MarkupInline[]; link: Renderer }): ReactNode {
  return inlines.map((part, i) =>
    part.kind === 'text' ? <span key={i}>{part.text}</span> : <span key={i}>{link(part.to, part.label)}</span>,
  );
}

function Block({ block, link }: { block: Exclude<MarkupBlock, { kind: 'faq' }>; link: Renderer }): ReactNode {
  if (block.kind === 'heading') return <h2>{block.text}</h2>;
  if (block.kind === 'paragraph')
    return (
      <p>
        <Inlines inlines={block.inlines} link={link} />
      </p>
    );
  return (
    <ul>
      {block.items.map((item, i) => (
        <li key={i}>
          <Inlines inlines={item} link={link} />
        </li>
      ))}
    </ul>
  );
}

/** Consecutive questions form one group. */
function grouped(blocks: MarkupBlock[]): (MarkupBlock | Extract<MarkupBlock, { kind: 'faq' }>[])[] {
  const out: (MarkupBlock | Extract<MarkupBlock, { kind: 'faq' }>[])[] = [];
  for (const block of blocks) {
    const last = out[out.length - 1];
    if (block.kind === 'faq' && Array.isArray(last)) last.push(block);
    else out.push(block.kind === 'faq' ? [block] : block);
  }
  return out;
}

export function PageMarkup({ body, renderLink = plainLink, lead = false, faqLabel }: PageMarkupProps): ReactNode {
  const blocks = grouped(parsePageMarkup(body));
  return blocks.map((block, i) => {
    if (Array.isArray(block)) {
      return (
        <section key={i} aria-label={faqLabel}>
          {block.map((faq, j) => (
            <Faq key={j}>
              <summary>{faq.question}</summary>
              {faq.answer.map((part, k) => (
                <Block key={k} block={part} link={renderLink} />
              ))}
            </Faq>
          ))}
        </section>
      );
    }
    if (block.kind === 'faq') return null;
    if (lead && i === 0 && block.kind === 'paragraph')
      return (
        <Lead key={i}>
          <Inlines inlines={block.inlines} link={renderLink} />
        </Lead>
      );
    return <Block key={i} block={block} link={renderLink} />;
  });
}
