import { ContainerModule } from 'inversify';
import { ItemPickerStore } from './item-picker.store';
import { TableSettingStore } from './table-setting.store';

/** The table-setting tool and its item picker: loaded with the tool's view. */
export const tableSettingModule = new ContainerModule(({ bind }) => {
  bind(TableSettingStore).toSelf();
  bind(ItemPickerStore).toSelf();
});
