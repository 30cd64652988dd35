// Messages of a transfer partner's vehicles, mounted under `vehicles.*`.
export const vehicleMessages = {
  en: {
    notFound: 'Vehicle not found.',
    nameTaken: 'You already have a vehicle with this name.',
    roundbackBelowOneWay: 'The round-trip price must not be lower than the one-way price.',
    unknownPlace: 'Choose a place from the list.',
    unknownDistrict: 'Choose a district from the list.',
    samePlace: 'The two ends of a route must be different places.',
    duplicateRoute: 'This route already has a price.',
    dateTooFar: 'Choose a day within the next two years.',
  },
  pt: {
    notFound: 'Veículo não encontrado.',
    nameTaken: 'Já tem um veículo com este nome.',
    roundbackBelowOneWay: 'O preço de ida e volta não pode ser inferior ao preço de ida.',
    unknownPlace: 'Escolha um local da lista.',
    unknownDistrict: 'Escolha um distrito da lista.',
    samePlace: 'As duas pontas de uma rota têm de ser locais diferentes.',
    duplicateRoute: 'Esta rota já tem um preço.',
    dateTooFar: 'Escolha um dia dentro dos próximos dois anos.',
  },
};
