import { serviceDetail } from '../../test-support/service-detail';
import { draftValues, resumeStep } from './draft-values';

const fields = [
  { name: 'name_en', field_type: 'text' },
  { name: 'value', field_type: 'money' },
  { name: 'daily_capacity', field_type: 'number' },
  { name: 'start_times', field_type: 'time' },
  { name: 'extra_prices', field_type: 'price_tiers' },
  { name: 'free_cancellation', field_type: 'checkbox' },
  { name: 'pictures', field_type: 'images' },
] as const;

describe('a saved draft as the service form’s answers', () => {
  it('reopens with what the partner gave, money in euros and tiers as rows', () => {
    expect(draftValues(serviceDetail(), fields)).toEqual({
      name_en: 'Family fado walk',
      value: '45.00',
      daily_capacity: '20',
      start_times: ['10:00', '15:30'],
      extra_prices: [{ capacity: '12', value: '40.00' }],
      free_cancellation: true,
      pictures: [],
    });
  });

  it('leaves empty what the server still counts as unanswered, not the placeholder a new draft holds', () => {
    const draft = serviceDetail({ status: 'draft', value_cents: 0, daily_capacity: 0, start_times: [] });
    expect(draftValues({ ...draft, missing: ['value', 'daily_capacity', 'start_times'] }, fields)).toMatchObject({
      value: '',
      daily_capacity: '',
      start_times: [''],
    });
  });
});

describe('the step a draft reopens at', () => {
  const steps = [
    { fields: [{ name: 'name_en' }, { name: 'city' }] },
    { fields: [{ name: 'value' }] },
    { fields: [{ name: 'pictures' }] },
  ];
  it('is the first step with a field still missing', () => {
    expect(resumeStep(steps, ['pictures', 'value'])).toBe(1);
    expect(resumeStep(steps, ['city'])).toBe(0);
  });
  it('is the last step (to publish) when nothing is missing', () => {
    expect(resumeStep(steps, [])).toBe(2);
  });
});
