import { afterEach, describe, expect, it } from 'vitest';
import { closeModal, getOpenModals, openModal } from './modal-store.ts';

describe('modal store', () => {
  afterEach(() => {
    for (const id of [...getOpenModals().keys()]) closeModal(id);
    document.documentElement.style.overflow = '';
  });

  it('locks page scrolling while any modal is open and unlocks when the last closes', () => {
    document.documentElement.style.overflow = 'auto';
    openModal('cookies');
    openModal('menu', { from: 'header' });
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(getOpenModals().get('menu')).toEqual({ from: 'header' });

    closeModal('cookies');
    expect(document.documentElement.style.overflow).toBe('hidden');
    closeModal('menu');
    expect(document.documentElement.style.overflow).toBe('auto');
    expect(getOpenModals().size).toBe(0);
  });

  it('ignores closing a modal that is not open', () => {
    closeModal('nothing');
    expect(document.documentElement.style.overflow).toBe('');
  });
});
