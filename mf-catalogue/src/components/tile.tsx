import styled from 'styled-components';

/** A card of the events' and restaurants' listings: picture, name and a few lines. */
export const Tile = styled.li`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
  min-height: 320px;
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    display: block;
  }
  div {
    padding: ${({ theme }) => theme.space(3)};
  }
  h2 {
    font-size: 1.05rem;
    margin: 0 0 4px;
  }
  p {
    margin: 2px 0;
  }
`;
