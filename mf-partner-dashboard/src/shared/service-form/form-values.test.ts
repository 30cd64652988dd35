import { emptyValue, errorsByField, stepFormData } from './form-values';

describe('stepFormData', () => {
  it('posts one step as spec §7 multipart: lists as name[], booleans as 1/0, tiers as two lists, pictures as files', () => {
    const picture = new File(['x'], 'a.png', { type: 'image/png' });
    const body = stepFormData(
      [
        { name: 'name_en', field_type: 'text' },
        { name: 'value', field_type: 'money' },
        { name: 'languages', field_type: 'multiselect' },
        { name: 'start_times', field_type: 'time' },
        { name: 'free_cancellation', field_type: 'checkbox' },
        { name: 'extra_prices', field_type: 'price_tiers' },
        { name: 'pictures', field_type: 'images' },
      ],
      {
        name_en: 'Tour',
        value: '25,50',
        languages: ['pt', 'en'],
        start_times: ['10:00', ''],
        free_cancellation: true,
        extra_prices: [
          { capacity: '12', value: '20' },
          { capacity: '', value: '' },
        ],
        pictures: [picture],
      },
      { step: 7, serviceId: 3, submit: true },
    );
    expect([...body.keys()]).toEqual([
      'step',
      'service_id',
      'submit',
      'name_en',
      'value',
      'languages[]',
      'languages[]',
      'start_times[]',
      'free_cancellation',
      'extra_prices_capacity[]',
      'extra_prices_value[]',
      'pictures[]',
    ]);
    expect(body.get('value')).toBe('25.50');
    expect(body.getAll('languages[]')).toEqual(['pt', 'en']);
    expect(body.get('free_cancellation')).toBe('1');
    expect((body.get('pictures[]') as File).name).toBe('a.png');
  });

  it('leaves out the draft id and submit on a first step, and sends an unanswered checkbox as 0', () => {
    const body = stepFormData([{ name: 'calendar_price', field_type: 'checkbox' }], {}, { step: 1 });
    expect([...body.entries()]).toEqual([
      ['step', '1'],
      ['calendar_price', '0'],
    ]);
    expect(emptyValue({ field_type: 'time' })).toEqual(['']);
  });
});

describe('errorsByField', () => {
  it('shows item errors on their field, once each', () => {
    expect(
      errorsByField({ 'pictures.0': ['Wrong type.'], 'pictures.2': ['Wrong type.'], name_en: ['Fill in this field.'] }),
    ).toEqual({
      pictures: 'Wrong type.',
      name_en: 'Fill in this field.',
    });
  });
});
