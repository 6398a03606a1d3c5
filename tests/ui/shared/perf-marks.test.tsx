import 'reflect-metadata';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FACET_RENDER_MEASURE,
  FACET_TOGGLE_MARK,
  markFacetToggle,
  measureFacetRender,
} from '@/ui/shared/perf-marks';
import { renderShop } from '../render-shop';

const measures = () => performance.getEntriesByName(FACET_RENDER_MEASURE, 'measure');

afterEach(() => {
  vi.restoreAllMocks();
  performance.clearMarks(FACET_TOGGLE_MARK);
  performance.clearMeasures(FACET_RENDER_MEASURE);
});

describe('facet toggle performance marks (the scale benchmark, docs/performance.md#how-it-is-measured)', () => {
  it('measures once, for the list whose facet was toggled', () => {
    measureFacetRender('category');
    expect(measures()).toHaveLength(0);
    markFacetToggle('category');
    measureFacetRender('related');
    expect(measures()).toHaveLength(0);
    measureFacetRender('category');
    measureFacetRender('category');
    expect(measures()).toHaveLength(1);
    expect(measures()[0]!.duration).toBeGreaterThanOrEqual(0);
  });

  it('marks a shopper’s facet tick and measures when the filtered grid has rendered', async () => {
    const user = userEvent.setup();
    await renderShop('/se-en/servering/tallrikar');
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const panel = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(panel).getByRole('button', { name: 'Colour' }));
    const before = screen.getAllByRole('article').length;
    const colour = within(panel)
      .getAllByRole('checkbox')
      .find((box) => box.closest('ul') && !(box as HTMLInputElement).disabled)!;
    // The cards on the page when the measure is taken: the grid as committed then.
    const cardsAtMeasure: number[] = [];
    const measure = performance.measure.bind(performance);
    vi.spyOn(performance, 'measure').mockImplementation((...args) => {
      cardsAtMeasure.push(document.querySelectorAll('article').length);
      return measure(...args);
    });
    await user.click(colour);
    expect(performance.getEntriesByName(FACET_TOGGLE_MARK, 'mark')).toHaveLength(1);
    await waitFor(() => expect(measures()).toHaveLength(1));
    // Measured once the filtered results had rendered: fewer cards than before the tick.
    expect(cardsAtMeasure).toHaveLength(1);
    expect(cardsAtMeasure[0]).toBeLessThan(before);
    expect(cardsAtMeasure[0]).toBeGreaterThan(0);
  });
});
