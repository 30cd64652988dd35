import {
  DashboardServiceIdParams,
  DashboardVehicle,
  DashboardVehiclesQuery,
  Envelope,
  Page,
  ServicesBulkUpdateResult,
  VehicleBody,
  VehiclesBulkUpdateBody,
  VehiclePricePreview,
  VehiclePricePreviewQuery,
  VehiclePricing,
  VehiclePricingBody,
} from '@mp/shared/contracts';
import { errors } from '../../lib/schemas';

const tags = ['vehicles'];
export const vehiclesListSchema = {
  tags,
  summary: 'The company’s vehicles, optionally of one status',
  querystring: DashboardVehiclesQuery,
  response: { 200: Envelope(Page(DashboardVehicle)), ...errors(401, 403, 422) },
};
export const vehicleCreateSchema = {
  tags,
  summary: 'Add a vehicle',
  body: VehicleBody,
  response: { 200: Envelope(DashboardVehicle), ...errors(401, 403, 422) },
};
export const vehicleSchema = {
  tags,
  summary: 'One of the company’s vehicles',
  params: DashboardServiceIdParams,
  response: { 200: Envelope(DashboardVehicle), ...errors(401, 403, 404, 422) },
};
export const vehicleUpdateSchema = {
  tags,
  summary: 'Edit one of the company’s vehicles (every field, districts replaced)',
  params: DashboardServiceIdParams,
  body: VehicleBody,
  response: { 200: Envelope(DashboardVehicle), ...errors(401, 403, 404, 422) },
};
export const vehiclesBulkSchema = {
  tags,
  summary: 'Activate or deactivate many of the company’s vehicles (all or nothing)',
  body: VehiclesBulkUpdateBody,
  response: { 200: Envelope(ServicesBulkUpdateResult), ...errors(401, 403, 404, 422) },
};
export const vehiclePricingSchema = {
  tags,
  summary: 'A vehicle’s prices by route, per-kilometre rate and minimum fare, units and blocked days',
  params: DashboardServiceIdParams,
  response: { 200: Envelope(VehiclePricing), ...errors(401, 403, 404, 422) },
};
export const vehiclePricingUpdateSchema = {
  tags,
  summary: 'Replace a vehicle’s prices by route, per-kilometre rate and minimum fare, units and blocked days',
  params: DashboardServiceIdParams,
  body: VehiclePricingBody,
  response: { 200: Envelope(VehiclePricing), ...errors(401, 403, 404, 422) },
};
export const vehiclePricePreviewSchema = {
  tags,
  summary: 'What the vehicle charges for a trip between two places of the fixed list',
  params: DashboardServiceIdParams,
  querystring: VehiclePricePreviewQuery,
  response: { 200: Envelope(VehiclePricePreview), ...errors(401, 403, 404, 422) },
};
