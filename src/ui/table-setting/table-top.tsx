import { tableSettingModule } from '@/application/table-setting/table-setting.module';
import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { TableSettingStore } from '@/application/table-setting/table-setting.store';
import { TranslationStore } from '@/application/site/translation.store';
import type { ContentImage } from '@/domain/content/story';
import type { TableSettingCategory } from '@/domain/content/table-setting-block';
import { useStore } from '@/ui/shared/container-context';
import { ContentPicture } from '@/ui/shared/content/content-picture';
import { colors } from '@/ui/styles/tokens';
import { imageSizes, media } from '@/ui/styles/breakpoints';
import { PieceCutOut } from './piece-cut-out';
import { cutOutId, searchViewId, slotId } from './slot-id';
import { imageUrl } from '@/domain/images/image-url';

const table = css`
  position: relative;
  overflow: hidden;
  aspect-ratio: 4 / 3;
  background: ${colors.beige};
`;

const backdrop = css`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const piece = css`
  position: absolute;
  height: auto;
  aspect-ratio: 1;
  transform: translateX(-50%);
  transition:
    width 0.3s ease,
    bottom 0.3s ease;
`;

const slots = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.75rem 1rem;
  margin: 0;
  padding: 1rem 0.5rem 0;
  list-style: none;
  ${media.lg} {
    gap: 1rem 1.5rem;
  }
`;

const slot = css`
  display: grid;
  justify-items: center;
  gap: 0.4rem;
  width: 5rem;
  padding: 0.25rem;
  border: none;
  background: none;
  color: inherit;
  font: inherit;
  font-size: 0.8125rem;
  cursor: pointer;
  transition: opacity 0.2s ease;
  &[data-dimmed] {
    opacity: 0.35;
  }
  &[aria-expanded='true'] > span {
    border: 2px solid ${colors.ink};
  }
  &:focus-visible {
    outline: 2px solid ${colors.accent};
    outline-offset: 2px;
  }
`;

const plate = css`
  display: grid;
  place-items: center;
  overflow: hidden;
  width: 4rem;
  height: 4rem;
  border: 1px dashed ${colors.line};
  border-radius: 50%;
  background: #fff;
  color: ${colors.accent};
  font-size: 0.75rem;
  &[data-filled] {
    border-style: solid;
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    transform: scale(1.4) translateY(-20%);
  }
`;

export interface TableTopProps {
  readonly uid: string;
  readonly background: ContentImage | undefined;
  readonly categories: readonly TableSettingCategory[];
}

/**
 * docs/product.md#table-setting, docs/product.md#constants-and-limits, left column: the table
 * picture with the chosen products laid on it to scale, and a plate per category that opens that
 * category's search view (the other plates dim while one is open; clicking the open one again
 * closes it).
 */
export const TableTop = observer(function TableTop(props: TableTopProps) {
  const tool = useStore(TableSettingStore, tableSettingModule);
  const { t } = useStore(TranslationStore);
  const chosen = new Map(tool.lines.map((line) => [line.slot, line.candidate]));
  return (
    <div>
      <div className={table} role="group" aria-label={t('Table_Setting_On_Table')}>
        <PieceCutOut id={cutOutId(props.uid)} />
        {props.background && (
          <ContentPicture
            className={backdrop}
            image={props.background}
            sizes={imageSizes({ md: '55vw' }, '100vw')}
            width={1200}
            height={900}
          />
        )}
        {tool.stack.map((laid) => (
          <img
            key={laid.key}
            className={piece}
            src={laid.candidate.imageUrl && imageUrl(laid.candidate.imageUrl, 640)}
            alt={`${laid.candidate.name}, ${laid.candidate.colour}`}
            width={800}
            height={800}
            style={{
              width: `${laid.widthPercent}%`,
              left: `${laid.centrePercent}%`,
              bottom: `${laid.bottomPercent}%`,
              zIndex: laid.layer + 1,
              filter: `url(#${cutOutId(props.uid)})`,
            }}
          />
        ))}
      </div>
      <ul className={slots} aria-label={t('Table_Setting_Slots')}>
        {props.categories.map((category) => {
          const candidate = chosen.get(category.id);
          return (
            <li key={category.id}>
              <button
                type="button"
                id={slotId(props.uid, category.id)}
                className={slot}
                aria-expanded={tool.isOpen(category.id)}
                aria-controls={tool.isOpen(category.id) ? searchViewId(props.uid) : undefined}
                data-dimmed={tool.isDimmed(category.id) ? '' : undefined}
                onClick={() => void tool.togglePlate(category.id)}
              >
                <span className={plate} data-filled={candidate ? '' : undefined} aria-hidden="true">
                  {candidate?.imageUrl ? (
                    <img src={imageUrl(candidate.imageUrl, 320)} alt="" width={64} height={64} />
                  ) : (
                    t('Table_Setting_Slot_Empty')
                  )}
                </span>
                {category.label}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
});
