import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { seededTranslations } from '@/adapters/memory/seed/translations.seed';
import { ORDER_STATUS_KEYS, orderStatusKey } from '@/domain/account/order-status';

describe('order status wording (docs/product.md#account)', () => {
  test.prop([fc.constantFrom('delivered', 'Shipped', ' PROCESSING ', 'canceled', 'cancelled')])(
    'knows the service’s statuses whatever their case or spacing',
    (status) => {
      expect(orderStatusKey(status)).toMatch(/^Order_Status_/);
    },
  );

  test('spells cancelled and canceled the same', () => {
    expect(orderStatusKey('canceled')).toBe(orderStatusKey('cancelled'));
  });

  const KNOWN = ['pending', 'received', 'processing', 'shipped', 'delivered'];
  const ENDED = ['cancelled', 'canceled', 'returned', 'refunded'];

  test.prop([fc.string().filter((s) => ![...KNOWN, ...ENDED].includes(s.trim().toLowerCase()))])(
    'leaves a status it does not know to be shown as written',
    (status) => {
      expect(orderStatusKey(status)).toBeUndefined();
    },
  );

  test('has a Swedish and an English text for every status it knows', () => {
    for (const key of ORDER_STATUS_KEYS) {
      expect(seededTranslations.sv[key], key).toBeTruthy();
      expect(seededTranslations.en[key], key).toBeTruthy();
    }
  });
});
