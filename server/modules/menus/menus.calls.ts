import { ZUserMenuGetUserMenusInput, ZUserMenuGetUserMenusOutput } from '../../../contract/menus';
import { defineCall } from '../../http/define-call';
import { getUserMenus } from './menus.service';

export const menuCalls = [
  defineCall({
    path: 'userMenu/getUserMenus',
    access: 'session',
    kind: 'read',
    summary: "The menus an account may use (SPEC §6): the owner's are all",
    input: ZUserMenuGetUserMenusInput,
    output: ZUserMenuGetUserMenusOutput,
    handler: (ctx, input) => getUserMenus(ctx, input.accountId),
  }),
];
