import type { SeedTeamRole } from './types';

// Roles a partner can give team members (spec §6: "Team roles come from a roles list fetched from the server").
export const teamRoles: SeedTeamRole[] = [
  {
    role_name: 'Administrator',
    description: {
      en: 'Full access to the company: services, vehicles, bookings, sales, team members and company profile.',
      pt: 'Acesso total à empresa: serviços, veículos, reservas, vendas, membros da equipa e perfil da empresa.',
    },
  },
  {
    role_name: 'Bookings manager',
    description: {
      en: 'Accepts and declines booking items, manages the calendar and talks to customers in the chat.',
      pt: 'Aceita e recusa itens de reserva, gere o calendário e fala com os clientes no chat.',
    },
  },
  {
    role_name: 'Content editor',
    description: {
      en: 'Creates and edits services, photos, descriptions and translations, but cannot see sales or payouts.',
      pt: 'Cria e edita serviços, fotografias, descrições e traduções, mas não vê vendas nem pagamentos.',
    },
  },
  {
    role_name: 'Driver',
    description: {
      en: 'Sees the transfers assigned to them with pickup details, passengers and seats, and marks them completed.',
      pt: 'Vê os transfers que lhe estão atribuídos, com dados de recolha, passageiros e cadeiras, e marca-os como concluídos.',
    },
  },
];
