import { describe, expect, it } from 'vitest';
import { validateForm } from '../forms/validate.ts';
import { eventFormSchema, eventFormValues, type EventDraft } from './event-form.ts';

const fields = (overrides: Record<string, string> = {}) => ({
  slug: 'mwst-live',
  format: '',
  titleDe: 'MWST live',
  titleEn: 'VAT live',
  summaryDe: 'Kurz',
  summaryEn: 'Short',
  descriptionDe: 'Text',
  descriptionEn: 'Text',
  startDate: '2027-03-27',
  startTime: '09:00',
  endDate: '2027-03-28',
  endTime: '09:00',
  mode: 'onsite',
  address: 'Bahnhofstrasse 1, 8001 Zürich',
  roomUrl: '',
  capacity: '12',
  closesDate: '',
  closesTime: '',
  price: '',
  questionDe: '',
  questionEn: '',
  ...overrides,
});

const read = (overrides: Record<string, string> = {}) => validateForm<EventDraft, string, string>(eventFormSchema, fields(overrides));

describe('the event form (decision 0051)', () => {
  it('reads wall-clock dates and times in Zurich: across the spring change the same clock time is 23 hours later, not 24', () => {
    const result = read();
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.value.startsAt.toISOString()).toBe('2027-03-27T08:00:00.000Z');
    expect(result.value.endsAt.toISOString()).toBe('2027-03-28T07:00:00.000Z');
    expect(result.value.registrationClosesAt).toEqual(result.value.startsAt);
    expect([result.value.format, result.value.roomUrl, result.value.priceChf, result.value.questionDe]).toEqual([null, null, null, null]);
  });

  it('gives the form back from a stored event as it was filled in', () => {
    const result = read({ closesDate: '2027-03-26', closesTime: '18:00', price: '250' });
    if (!result.ok) throw new Error('invalid');
    expect(eventFormValues(result.value)).toMatchObject({
      startDate: '2027-03-27',
      endDate: '2027-03-28',
      endTime: '09:00',
      closesTime: '18:00',
      price: '250',
    });
  });

  it.each([
    [{ slug: 'MWST live' }, 'slug', 'console.events.error.slug'],
    [{ format: 'webinar' }, 'format', 'console.events.error.format'],
    [{ titleEn: '  ' }, 'titleEn', 'console.events.error.required'],
    [{ titleDe: 'x'.repeat(201) }, 'titleDe', 'console.events.error.tooLong'],
    [{ endDate: '', endTime: '08:00' }, 'endTime', 'console.events.error.endBeforeStart'],
    [{ closesDate: '2027-03-27', closesTime: '10:00' }, 'closesDate', 'console.events.error.deadline'],
    [{ address: '' }, 'address', 'console.events.error.addressRequired'],
    [{ mode: 'online' }, 'roomUrl', 'console.events.error.roomRequired'],
    [{ mode: 'hybrid', roomUrl: 'http://meet.example.ch' }, 'roomUrl', 'console.events.error.roomUrl'],
    [{ capacity: '0' }, 'capacity', 'console.events.error.capacity'],
    [{ capacity: '1001' }, 'capacity', 'console.events.error.capacity'],
    [{ price: '12.50' }, 'price', 'console.events.error.price'],
    [{ questionEn: 'Which software?' }, 'questionDe', 'console.events.error.questionPair'],
    [{ startDate: '2027-02-30' }, 'startDate', 'console.events.error.date'],
  ])('refuses %j on its field', (overrides, field, key) => {
    const result = read(overrides);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[field]).toBe(key);
  });

  it('leaves the room of an event on site and the address of one online', () => {
    const online = read({ mode: 'online', address: 'left over', roomUrl: 'https://meet.example.ch/x' });
    if (!online.ok) throw new Error('invalid');
    expect([online.value.address, online.value.roomUrl]).toEqual([null, 'https://meet.example.ch/x']);
  });
});
