// How the home page's top will look with the words being edited, before they are saved: the picture, then the title
// and the lead at the storefront hero's sizes (the storefront draws them with @mp/shared/ui's PageFrame and the
// gateway's copy of its CSS, page-heroes.ts). The title is not a heading here: the back office's outline stays its own.
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@mp/shared/i18n';

const Box = styled.section`
  border: 1px dashed ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(3)};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1rem;
  }
  img {
    display: block;
    width: 100%;
    height: 120px;
    object-fit: cover;
    border-radius: 12px;
  }
  .title {
    margin: 16px 0 8px;
    font-size: 1.8rem;
    line-height: 1.25;
    font-weight: 700;
    overflow-wrap: anywhere;
  }
  .lead {
    margin: 0;
    font-size: 1.15rem;
    overflow-wrap: anywhere;
  }
`;

export function HeroPreview({
  language,
  imageUrl,
  title,
  subtitle,
}: {
  language: string;
  imageUrl: string;
  title: string;
  subtitle: string;
}): ReactNode {
  const { t } = useTranslation('superAdmin');
  const headingId = useId();
  return (
    <Box aria-labelledby={headingId}>
      <h3 id={headingId}>{t('website.hero.preview')}</h3>
      <div lang={language}>
        <img src={imageUrl} alt="" width={1200} height={480} />
        <p className="title">{title}</p>
        <p className="lead">{subtitle}</p>
      </div>
    </Box>
  );
}
