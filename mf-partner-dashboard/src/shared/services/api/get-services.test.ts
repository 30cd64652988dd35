import { servicesApiQuery } from './get-services';

describe('the services list query', () => {
  it('turns the table sort into the API sort and order', () => {
    expect(servicesApiQuery({ page: 2, per_page: 25, sort: '-price', status: 'active' })).toEqual({
      page: 2,
      per_page: 25,
      sort: 'price',
      order: 'desc',
      status: 'active',
    });
    expect(servicesApiQuery({ page: 1, per_page: 25, sort: 'name' })).toEqual({
      page: 1,
      per_page: 25,
      sort: 'name',
      order: 'asc',
    });
    expect(servicesApiQuery({ page: 1, per_page: 25 })).toEqual({ page: 1, per_page: 25 });
  });
});
