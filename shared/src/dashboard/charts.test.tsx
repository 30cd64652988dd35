import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '../ui';
import { BarChart, LineChart, niceMax } from './charts';
import { percentChange, StatCard } from './stat-card';
import { ConfirmDialog } from './confirm-dialog';

describe('charts', () => {
  it('rounds the axis up to 1, 2 or 5 × 10ⁿ', () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(7)).toBe(10);
    expect(niceMax(1234)).toBe(2000);
    expect(niceMax(4100)).toBe(5000);
  });

  it('for whole numbers, picks a bound whose quarters are whole too (no "12.5 views" grid line)', () => {
    expect(niceMax(36, true)).toBe(40);
    expect(niceMax(50, true)).toBe(60);
    expect(niceMax(7, true)).toBe(8);
    expect(niceMax(9, true)).toBe(20);
    expect(niceMax(1, true)).toBe(4);
    expect(niceMax(0, true)).toBe(4);
    expect(niceMax(58000, true)).toBe(60000);
    for (const max of [1, 3, 9, 13, 36, 99, 250, 4100, 58000])
      expect(Number.isInteger(niceMax(max, true) / 4)).toBe(true);
  });

  it('a bar chart is an image with a summary and the same figures as a table', async () => {
    const user = userEvent.setup();
    const format = (v: number) => `€${v}`;
    render(
      <UiProvider>
        <BarChart
          title="Revenue"
          format={format}
          previousLabel="Last year"
          points={[
            { label: 'Jan', value: 100, previous: 80 },
            { label: 'Feb', value: 50 },
          ]}
        />
      </UiProvider>,
    );
    expect(screen.getByRole('img', { name: 'Revenue: 2 points, total €150' })).toBeTruthy();
    await user.click(screen.getByText('Show as table'));
    expect(screen.getByRole('row', { name: 'Jan €100 €80' })).toBeTruthy();
  });

  it('draws a period not over yet apart: a dashed last segment, a lighter point, "so far" in the tooltip and the table', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <UiProvider>
        <LineChart
          title="Views"
          points={[
            { label: '23 Nov', value: 9 },
            { label: '24 Nov', value: 12 },
            { label: '25 Nov', value: 2, partial: true },
          ]}
        />
      </UiProvider>,
    );
    const [solid, dashed] = [...container.querySelectorAll('polyline')];
    expect(solid!.getAttribute('points')!.split(' ')).toHaveLength(2);
    expect(dashed!.getAttribute('data-partial')).toBe('true');
    expect(dashed!.getAttribute('stroke-dasharray')).toBe('5 4');
    expect(dashed!.getAttribute('points')!.split(' ')).toHaveLength(2);
    expect(container.querySelectorAll('circle.partial')).toHaveLength(1);
    expect(container.querySelector('circle.partial title')!.textContent).toBe('25 Nov (so far) · 2');
    await user.click(screen.getByText('Show as table'));
    expect(screen.getByRole('row', { name: '25 Nov (so far) 2' })).toBeTruthy();
    expect(screen.getByRole('row', { name: '24 Nov 12' })).toBeTruthy();
  });

  it('on a phone draws one unit to a pixel, so its 11 px labels stay 11 px, with fewer labels on the axis', () => {
    let report: ResizeObserverCallback = () => undefined;
    const original = globalThis.ResizeObserver;
    globalThis.ResizeObserver = class {
      constructor(callback: ResizeObserverCallback) {
        report = callback;
      }
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    } as unknown as typeof ResizeObserver;
    try {
      const points = Array.from({ length: 30 }, (_, i) => ({ label: `${i + 1} Nov`, value: i }));
      const { container } = render(
        <UiProvider>
          <LineChart title="Views" points={points} />
        </UiProvider>,
      );
      const svg = container.querySelector('svg')!;
      const dayLabels = () =>
        [...svg.querySelectorAll('text.axis')].filter((t) => t.textContent!.endsWith('Nov')).length;
      expect(svg.getAttribute('viewBox')).toBe('0 0 640 220');
      expect(dayLabels()).toBe(8);
      act(() => report([{ contentRect: { width: 358 } } as ResizeObserverEntry], {} as ResizeObserver));
      expect(svg.getAttribute('viewBox')).toBe('0 0 358 220');
      expect(dayLabels()).toBe(5);
      // Never narrower than 280 units: a tiny box scales the drawing down instead.
      act(() => report([{ contentRect: { width: 200 } } as ResizeObserverEntry], {} as ResizeObserver));
      expect(svg.getAttribute('viewBox')).toBe('0 0 280 220');
    } finally {
      globalThis.ResizeObserver = original;
    }
  });

  it('draws one solid line when every period is over', () => {
    const { container } = render(
      <UiProvider>
        <LineChart
          title="Views"
          points={[
            { label: '23 Nov', value: 9 },
            { label: '24 Nov', value: 12 },
          ]}
        />
      </UiProvider>,
    );
    expect(container.querySelectorAll('polyline')).toHaveLength(1);
    expect(container.querySelectorAll('.partial')).toHaveLength(0);
  });

  it('leaves room on the left for the longest value label (pt money: "1000,00 €" was cut to "000,00 €")', () => {
    const format = (v: number) => `${v.toFixed(2).replace('.', ',')}\u00a0€`;
    const { container } = render(
      <UiProvider>
        <BarChart title="Receita" format={format} points={[{ label: '01', value: 950 }]} />
      </UiProvider>,
    );
    const longest = '1000,00\u00a0€';
    expect(screen.getByText(longest, { normalizer: (s) => s })).toBeTruthy();
    const labelX = Number(screen.getByText(longest, { normalizer: (s) => s }).getAttribute('x'));
    // The label ends at x (text-anchor end): its ~6.6 units per character must fit left of it.
    expect(labelX - longest.length * 6.6).toBeGreaterThanOrEqual(0);
    const gridX = Number(container.querySelector('line.grid')?.getAttribute('x1'));
    expect(gridX).toBe(labelX + 6);
    expect(Number(container.querySelector('rect.current')?.getAttribute('x'))).toBeGreaterThan(gridX);
  });

  it('a line chart with no points says so', () => {
    render(
      <UiProvider>
        <LineChart title="Views" points={[]} />
      </UiProvider>,
    );
    expect(screen.getByRole('img', { name: 'Views: no data' })).toBeTruthy();
  });
});

describe('stat card and confirmation', () => {
  it('shows the change on the previous period, none without one', () => {
    expect(percentChange(120, 100)).toBe(20);
    expect(percentChange(5, 0)).toBeNull();
    render(
      <UiProvider>
        <StatCard label="Revenue this month" value="€1,200" current={1200} previous={1500} />
      </UiProvider>,
    );
    expect(screen.getByText('▼ 20 % on the previous period')).toBeTruthy();
  });

  it('confirm dialog: cancel and confirm call back', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    render(
      <UiProvider>
        <ConfirmDialog
          open
          title="Deactivate 2 services?"
          confirmLabel="Deactivate"
          destructive
          onConfirm={() => calls.push('yes')}
          onCancel={() => calls.push('no')}
        >
          They disappear from the storefront at once.
        </ConfirmDialog>
      </UiProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Deactivate 2 services?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect(calls).toEqual(['no', 'yes']);
  });
});
