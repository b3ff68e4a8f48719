import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BODY_REGIONS, BodyFigure } from './body-figure';

function highlighted(figure: HTMLElement): string[] {
  return [...figure.querySelectorAll('[data-highlighted]')].map(
    (path) => path.getAttribute('data-region') ?? '',
  );
}

function drawn(figure: HTMLElement): string[] {
  return [...figure.querySelectorAll('[data-region]')].map(
    (path) => path.getAttribute('data-region') ?? '',
  );
}

describe('BodyFigure', () => {
  it('is one image named by its label', () => {
    render(<BodyFigure highlighted={['hands']} label="A body with the hands highlighted" />);
    expect(screen.getByRole('img', { name: 'A body with the hands highlighted' })).toBeTruthy();
  });

  it('highlights exactly the regions it is given', () => {
    render(<BodyFigure highlighted={['thighs', 'feet']} label="legs" />);
    expect(highlighted(screen.getByRole('img'))).toEqual(['thighs', 'feet']);
  });

  it('shows the body at rest with no region, and every drawn region with "all"', () => {
    const { rerender } = render(<BodyFigure highlighted={[]} label="rest" />);
    expect(highlighted(screen.getByRole('img'))).toEqual([]);
    rerender(<BodyFigure highlighted="all" label="all" />);
    const figure = screen.getByRole('img');
    expect(highlighted(figure)).toEqual(drawn(figure));
  });

  it('draws the chest and belly from the front, the upper and lower back from behind', () => {
    const { rerender } = render(<BodyFigure highlighted={[]} label="front" />);
    expect(drawn(screen.getByRole('img'))).toEqual(
      expect.arrayContaining(['chest', 'belly', 'head', 'hands']),
    );
    expect(drawn(screen.getByRole('img'))).not.toContain('upperBack');
    rerender(<BodyFigure highlighted={['upperBack']} view="back" label="back" />);
    const back = screen.getByRole('img');
    expect(drawn(back)).not.toContain('chest');
    expect(highlighted(back)).toEqual(['upperBack']);
  });

  it('can draw every region in one view or the other', () => {
    render(
      <>
        <BodyFigure highlighted="all" label="front" />
        <BodyFigure highlighted="all" view="back" label="back" />
      </>,
    );
    const regions = screen.getAllByRole('img').flatMap(drawn);
    expect(new Set(regions)).toEqual(new Set(BODY_REGIONS));
  });
});
