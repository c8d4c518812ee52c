import { Suspense, useEffect, useState } from 'react';
import { useNewVersion } from '../features/system/api';
import { storage } from '../lib/storage.keys';
import { lazyInAntd } from './app.antd-island';
import { compareVersion, VERSION_POLL_MS, versionEnvFlag } from './app.version';

const UpdateDialog = lazyInAntd(() => import('./app.update-dialog').then((module) => module.UpdateDialog));

const PRODUCTION_HOSTS = (import.meta.env.VITE_PRODUCTION_HOSTS ?? '')
  .split(',')
  .map((host: string) => host.trim().toLowerCase())
  .filter(Boolean);

/** SPEC §4 'App version': polls every 120 s and forces the update dialog when the server version changes. */
export function VersionWatcher() {
  const envFlag = versionEnvFlag(window.location.hostname, PRODUCTION_HOSTS);
  const { data } = useNewVersion(envFlag, VERSION_POLL_MS);
  const [pending, setPending] = useState<{ appVersion: string; remark: string } | null>(null);

  useEffect(() => {
    if (!data?.appVersion) return;
    const verdict = compareVersion(data.appVersion, storage.get('appVersion'));
    if (verdict === 'firstSeen') storage.set('appVersion', data.appVersion);
    if (verdict === 'changed') setPending({ appVersion: data.appVersion, remark: data.remark });
  }, [data]);

  if (!pending) return null;
  return (
    <Suspense fallback={null}>
      <UpdateDialog appVersion={pending.appVersion} remark={pending.remark} />
    </Suspense>
  );
}
