import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyModule } from '@/ui/shared/lazy-module';
import { MountWhenWanted } from '@/ui/shared/mount-when-wanted';

describe('MountWhenWanted (panels load when first opened)', () => {
  it('shows nothing until wanted, then keeps its children mounted', () => {
    const { rerender } = render(
      <MountWhenWanted wanted={false}>
        <p>panel</p>
      </MountWhenWanted>,
    );
    expect(screen.queryByText('panel')).toBeNull();
    rerender(
      <MountWhenWanted wanted>
        <p>panel</p>
      </MountWhenWanted>,
    );
    expect(screen.getByText('panel')).toBeInTheDocument();
    rerender(
      <MountWhenWanted wanted={false}>
        <p>panel</p>
      </MountWhenWanted>,
    );
    expect(screen.getByText('panel')).toBeInTheDocument();
  });
});

describe('lazyModule (code most pages never need)', () => {
  function Probe(props: { readonly use: () => { readonly word: string } | undefined }) {
    const module = props.use();
    return <p>{module === undefined ? 'waiting' : module.word}</p>;
  }

  it('gives nothing until the module has come, then the module, fetched once for all', async () => {
    let loads = 0;
    let arrive: (module: { word: string }) => void = () => undefined;
    const useWord = lazyModule(
      () =>
        new Promise<{ word: string }>((resolve) => {
          loads += 1;
          arrive = resolve;
        }),
    );
    render(
      <>
        <Probe use={useWord} />
        <Probe use={useWord} />
      </>,
    );
    expect(screen.getAllByText('waiting')).toHaveLength(2);
    await act(async () => arrive({ word: 'here' }));
    expect(screen.getAllByText('here')).toHaveLength(2);
    render(<Probe use={useWord} />);
    expect(screen.getAllByText('here')).toHaveLength(3);
    expect(loads).toBe(1);
  });

  it('stays empty when the module cannot be fetched, without an unhandled rejection', async () => {
    const useWord = lazyModule<{ word: string }>(() => Promise.reject(new Error('offline')));
    render(<Probe use={useWord} />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByText('waiting')).toBeInTheDocument();
  });
});
