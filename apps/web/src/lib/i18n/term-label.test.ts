import { describe, expect, it } from 'vitest';
import { createTranslator } from './create-translator.ts';
import { termLabel } from './term-label.ts';

const ru = createTranslator({
  'catalogue.type.loading-screen': 'Загрузочный экран',
  'catalogue.type.head-body': 'Голова и тело',
  'sellOrders.rarity.arcana': 'Аркана',
  'payment.reason.insufficient-funds': 'Недостаточно средств',
});

describe('termLabel: values the api sends in English, in the interface language', () => {
  it('names a value by its key in the dictionary', () => {
    expect(termLabel(ru, 'type', 'Loading Screen')).toBe('Загрузочный экран');
    expect(termLabel(ru, 'type', 'Head & Body')).toBe('Голова и тело');
    expect(termLabel(ru, 'rarity', 'Arcana')).toBe('Аркана');
    expect(termLabel(ru, 'declineReason', 'Insufficient funds')).toBe('Недостаточно средств');
  });

  it('falls back to English for a known value the language lacks, and to the value itself for an unknown one', () => {
    expect(termLabel(ru, 'quality', 'Genuine')).toBe('Genuine');
    expect(termLabel(ru, 'declineReason', 'Card reported stolen')).toBe('Card reported stolen');
    expect(termLabel(ru, 'type', 'constructor')).toBe('constructor');
  });
});
