import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  addStaffMemberEndpoint,
  changeStaffRoleEndpoint,
  disableStaffMemberEndpoint,
  resetStaffMemberEndpoint,
  staffMembersRead,
} from '@/entities/staff-member/model/staff-member.contract';
import { route } from '../../lib/contract-route';
import { siteOrigin } from '../../lib/site-origin';
import { setupLink } from '../../staff/accounts';
import { signedInStaff, staffRoute } from '../../staff/guard';
import { staffMemberService, type ByWhom } from '../../staff/member-service';

/**
 * Staff management from the desk, for admins (issue 20 item 2): each route its contract and one call of
 * the member service (`staff/member-service.ts`), which adds who did it (the signed-in admin) and from where.
 */

function byWhom(request: FastifyRequest): ByWhom {
  const { staffId, email, role } = signedInStaff(request);
  return { actor: { kind: 'staff', staffId, email, role }, ip: request.ip };
}

export async function staffMemberRoutes(app: FastifyInstance): Promise<void> {
  const members = staffMemberService(app.database.db);
  const guard = staffRoute('admin');
  const linkFor = (request: FastifyRequest, token: string) => setupLink(token, app.config.publicUrl ?? siteOrigin(app, request));

  route(app, staffMembersRead, {
    guard,
    handler: async () => ({ success: true, members: await members.list() }),
  });

  route(app, addStaffMemberEndpoint, {
    guard,
    handler: async ({ body }, { request }) => {
      const { message, token } = await members.add(body, byWhom(request));
      return { success: true, message, setupLink: linkFor(request, token) };
    },
  });

  route(app, disableStaffMemberEndpoint, {
    guard,
    handler: async ({ params }, { request }) => ({ success: true, ...(await members.disable(params.id, byWhom(request))) }),
  });

  route(app, resetStaffMemberEndpoint, {
    guard,
    handler: async ({ params }, { request }) => {
      const { message, token } = await members.reset(params.id, byWhom(request));
      return { success: true, message, setupLink: linkFor(request, token) };
    },
  });

  route(app, changeStaffRoleEndpoint, {
    guard,
    handler: async ({ params, body: { role } }, { request }) => ({ success: true, ...(await members.changeRole(params.id, role, byWhom(request))) }),
  });
}
