import { ZUserMenuGetUserMenusInput, ZUserMenuGetUserMenusOutput } from '../../../contract/menus';
import { ZUserMenuAssignMenusInput } from '../../../contract/staff';
import { defineCall } from '../../http/define-call';
import { assignMenus, getUserMenus } from './menus.service';

export const menuCalls = [
  defineCall({
    path: 'userMenu/getUserMenus',
    access: 'session',
    kind: 'read',
    summary: "The menus an account may use (SPEC §6): the owner's are all; another account's need the staff menu",
    input: ZUserMenuGetUserMenusInput,
    output: ZUserMenuGetUserMenusOutput,
    handler: (ctx, input) => getUserMenus(ctx, input.accountId),
  }),
  defineCall({
    path: 'userMenu/assignMenus',
    access: { menu: 'staff' },
    kind: 'write',
    summary: "Replace an employee's menu grants (headquarters shop manager only); answers its menus",
    input: ZUserMenuAssignMenusInput,
    output: ZUserMenuGetUserMenusOutput,
    handler: (ctx, input) => assignMenus(ctx, input),
  }),
];
