import type { z } from 'zod';
import { create } from 'zustand';
import type { TLoginOutput, TSessionUser } from '../../../contract/auth';
import type { TUserMenu } from '../../../contract/menus';
import type { TShopInfo, ZBranchShop } from '../../../contract/shop';
import { isPhoneWidth } from './device.detect';
import { isLoggedInToken } from './session.token';
import { storage } from './storage.keys';

export type TBranchShop = z.infer<typeof ZBranchShop>;

/** Session state named by SPEC §3; the persistent part mirrors localStorage so a reload keeps the session. */
export type TSessionState = {
  token: string | null;
  user: TSessionUser | null;
  shopInfo: TShopInfo | null;
  shopDetail: TShopInfo | null;
  mainToken: string | null;
  mainShopDetail: TShopInfo | null;
  branchShops: TBranchShop[] | null;
  userMenus: TUserMenu[] | null;
  hasInventoryAlert: boolean;
  phoneDevice: boolean;
  activeMenu: string;
  /** SPEC §2.6 new-user guide 'in-show' flag; the left menu clears it on navigation. */
  isGuideInShow: boolean;
  signIn: (login: TLoginOutput) => void;
  setShopDetail: (shop: TShopInfo) => void;
  setUserMenus: (menus: TUserMenu[]) => void;
  setBranchShops: (shops: TBranchShop[]) => void;
  setPhoneDevice: (isPhone: boolean) => void;
  setActiveMenu: (path: string) => void;
  setHasInventoryAlert: (hasAlert: boolean) => void;
  setGuideInShow: (isInShow: boolean) => void;
  switchShop: (login: TLoginOutput) => void;
  clearToken: () => void;
  signOut: () => void;
};

/** SPEC §4 'Shop switching': shopType is kept as a number. */
export const normalizeShop = (shop: TShopInfo): TShopInfo => ({ ...shop, shopType: Number(shop.shopType) });

const readToken = (key: 'token' | 'mainToken') => {
  const value = storage.get(key);
  return isLoggedInToken(value) ? value : null;
};

export const useSession = create<TSessionState>()((set, get) => ({
  token: readToken('token'),
  user: storage.getJson<TSessionUser>('user'),
  shopInfo: storage.getJson<TShopInfo>('shopInfo'),
  shopDetail: storage.getJson<TShopInfo>('shopDetail'),
  mainToken: readToken('mainToken'),
  mainShopDetail: storage.getJson<TShopInfo>('mainShopDetail'),
  branchShops: storage.getJson<TBranchShop[]>('branchShops'),
  userMenus: null,
  hasInventoryAlert: false,
  phoneDevice: typeof window !== 'undefined' && isPhoneWidth(window.innerWidth),
  activeMenu: '/frame/controlPad',
  isGuideInShow: false,

  signIn: (login) => {
    const shopInfo = normalizeShop(login.shopInfo);
    storage.set('token', login.token);
    storage.setJson('user', login.user);
    storage.setJson('shopInfo', shopInfo);
    // A fresh login starts a new chain session: nothing of a previous main account may leak into it.
    storage.remove('mainToken');
    storage.remove('mainShopDetail');
    storage.remove('branchShops');
    storage.remove('shopDetail');
    set({
      token: login.token,
      user: login.user,
      shopInfo,
      shopDetail: null,
      mainToken: null,
      mainShopDetail: null,
      branchShops: null,
      userMenus: null,
      activeMenu: '/frame/controlPad',
    });
  },

  setShopDetail: (shop) => {
    const shopDetail = normalizeShop(shop);
    storage.setJson('shopDetail', shopDetail);
    set({ shopDetail });
  },

  setUserMenus: (userMenus) => set({ userMenus }),

  setBranchShops: (branchShops) => {
    storage.setJson('branchShops', branchShops);
    set({ branchShops });
  },

  setPhoneDevice: (phoneDevice) => {
    if (get().phoneDevice !== phoneDevice) set({ phoneDevice });
  },

  setActiveMenu: (activeMenu) => set({ activeMenu }),

  setHasInventoryAlert: (hasInventoryAlert) => set({ hasInventoryAlert }),

  setGuideInShow: (isGuideInShow) => set({ isGuideInShow }),

  switchShop: (login) => {
    const { user, token, shopDetail, shopInfo, mainToken } = get();
    // A main account keeps its own session as mainToken/mainShopDetail (the branch list stays cached as is).
    if (user?.accountType === 1 && !mainToken && token) {
      const mainShop = shopDetail ?? shopInfo;
      storage.set('mainToken', token);
      storage.setJson('mainShopDetail', mainShop);
      set({ mainToken: token, mainShopDetail: mainShop });
    }
    const nextShop = normalizeShop(login.shopInfo);
    storage.set('token', login.token);
    storage.setJson('user', login.user);
    storage.setJson('shopInfo', nextShop);
    storage.remove('shopDetail');
    set({
      token: login.token,
      user: login.user,
      shopInfo: nextShop,
      shopDetail: null,
      userMenus: null,
      activeMenu: '/frame/controlPad',
    });
  },

  clearToken: () => {
    storage.set('token', 'null');
    set({ token: null, userMenus: null });
  },

  signOut: () => {
    // SPEC §2.3: clear user, token, mainToken, mainShopDetail and branchShops; write 'null' to token and shopInfo.
    storage.remove('user');
    storage.remove('mainToken');
    storage.remove('mainShopDetail');
    storage.remove('branchShops');
    storage.remove('shopDetail');
    storage.set('token', 'null');
    storage.set('shopInfo', 'null');
    set({
      token: null,
      user: null,
      shopInfo: null,
      shopDetail: null,
      mainToken: null,
      mainShopDetail: null,
      branchShops: null,
      userMenus: null,
    });
  },
}));

/** The shop being operated: the fresh shop/query answer when loaded, else the one from login or switch. */
export const selectCurrentShop = (state: TSessionState) => state.shopDetail ?? state.shopInfo;
