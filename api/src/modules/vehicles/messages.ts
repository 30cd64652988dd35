// Messages of a transfer partner's vehicles, mounted under `vehicles.*`.
export const vehicleMessages = {
  en: {
    notFound: 'Vehicle not found.',
    nameTaken: 'You already have a vehicle with this name.',
    roundbackBelowOneWay: 'The round-trip price must not be lower than the one-way price.',
  },
  pt: {
    notFound: 'Veículo não encontrado.',
    nameTaken: 'Já tem um veículo com este nome.',
    roundbackBelowOneWay: 'O preço de ida e volta não pode ser inferior ao preço de ida.',
  },
};
