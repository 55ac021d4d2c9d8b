import { describe, expect, it } from 'vitest';
import { phoneData, typePhone } from './phone-data.ts';

const SUPPORTED = ['LV', 'US', 'DE'] as const;

describe('typePhone (spec §5 phone input)', () => {
  it('formats a national number as typed for the picked country and gives its E.164 value', () => {
    expect(typePhone('2012 3456', 'LV', SUPPORTED)).toEqual({ text: '20 123 456', value: '+37120123456', country: 'LV', unsupported: false });
  });

  it('keeps only digits, spaces, parentheses, hyphens and the plus, and leaves the calling code to the picker', () => {
    expect(typePhone('+1 (213) abc 373-4253', 'LV', SUPPORTED)).toMatchObject({ text: '(213) 373-4253', value: '+12133734253', country: 'US' });
  });

  it('follows the country an international number names', () => {
    expect(typePhone('+4930123456', 'US', SUPPORTED)).toMatchObject({ value: '+4930123456', country: 'DE', unsupported: false });
  });

  it('reports a country outside the supported list (and a calling code of none)', () => {
    expect(typePhone('+7 912 345 67 89', 'LV', SUPPORTED)).toMatchObject({ unsupported: true });
    expect(typePhone('+800 1234 5678', 'LV', SUPPORTED)).toMatchObject({ unsupported: true });
  });

  it('reports digits that begin no calling code at all (+999), but waits while they still may (+99)', () => {
    expect(typePhone('+999', 'LV', SUPPORTED)).toMatchObject({ unsupported: true });
    expect(typePhone('+999 123 456', 'LV', SUPPORTED)).toMatchObject({ unsupported: true });
    expect(typePhone('+99', 'LV', SUPPORTED)).toMatchObject({ unsupported: false });
    expect(typePhone('+37', 'LV', SUPPORTED)).toMatchObject({ unsupported: false });
  });

  it('stops at 25 characters', () => {
    expect(typePhone('1'.repeat(40), 'US', SUPPORTED).text.length).toBeLessThanOrEqual(25);
  });

  it('gives an empty value for nothing typed', () => {
    expect(typePhone('', 'LV', SUPPORTED)).toEqual({ text: '', value: '', country: 'LV', unsupported: false });
  });
});

describe('phoneData (spec §3 phone data)', () => {
  it('splits a number into the country, the national number without spaces and its validity', () => {
    expect(phoneData('+371 2012 3456')).toEqual({ phone: '+37120123456', phoneCountryCode: 'LV', nationalNumber: '20123456', isValid: true });
    expect(phoneData('+1 213 373 4253')).toEqual({ phone: '+12133734253', phoneCountryCode: 'US', nationalNumber: '2133734253', isValid: true });
  });

  it('says a number too short for its country is not valid', () => {
    expect(phoneData('+371 2012')).toMatchObject({ isValid: false });
  });

  it('prefers the picked country where a calling code is shared', () => {
    expect(phoneData('+1 213 373 4253', 'CA')).toMatchObject({ phoneCountryCode: 'US' });
    expect(phoneData('+1 21', 'CA')).toMatchObject({ phoneCountryCode: 'CA', nationalNumber: '21', isValid: false });
  });

  it('has nothing to say about an empty value', () => {
    expect(phoneData('')).toBeNull();
  });
});
