// src/locales/load.ts: each language's messages download on their own, and reach every intl object
// Umi's locale plugin makes through its `locale` runtime hook.
import enUS from '@/locales/en-US';
import enUSEssential from '@/locales/en-US/essential';
import zhCN from '@/locales/zh-CN';
import zhCNEssential from '@/locales/zh-CN/essential';
import { appLocaleOf } from '@/utils/locale';

type LoadModule = typeof import('@/locales/load');

/** A fresh copy of the module, with nothing loaded yet. */
function freshLoad(): LoadModule {
  let module: LoadModule | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual<LoadModule>('@/locales/load');
  });
  return module as LoadModule;
}

afterEach(() => {
  jest.resetModules();
  jest.dontMock('@/locales/en-US');
});

describe('the messages of a language', () => {
  it('are the essential ones until the language has downloaded, then all of them', async () => {
    const { loadMessages, messagesOf } = freshLoad();
    expect(messagesOf('en-US')).toEqual(enUSEssential);
    await loadMessages('en-US');
    expect(messagesOf('en-US')).toEqual(enUS);
    expect(messagesOf('zh-CN')).toEqual(zhCNEssential);
  });

  it('are the default language’s (zh-CN) for a language the panel does not speak', async () => {
    const { loadMessages, messagesOf } = freshLoad();
    expect(appLocaleOf('fr-FR')).toBe('zh-CN');
    expect(appLocaleOf(undefined)).toBe('zh-CN');
    await loadMessages('fr-FR');
    expect(messagesOf('fr-FR')).toEqual(zhCN);
  });

  it('reach the locale plugin’s intl settings, and leave settings without a language alone', async () => {
    const { loadMessages, withLoadedMessages } = freshLoad();
    await loadMessages('zh-CN');
    const settings = { locale: 'zh-CN', messages: {}, antd: { locale: 'zh-cn' } };
    expect(withLoadedMessages(settings)).toEqual({ ...settings, messages: zhCN });
    const empty = {};
    expect(withLoadedMessages(empty)).toBe(empty);
  });

  it('keep a failed first download for the failed-download screen, and a later one rejects', async () => {
    jest.doMock('@/locales/en-US', () => {
      throw Object.assign(new Error('Loading chunk 812 failed.'), { name: 'ChunkLoadError' });
    });
    const { firstMessagesFailure, loadFirstMessages, loadMessages, messagesOf } = freshLoad();
    await loadFirstMessages('en-US');
    expect(firstMessagesFailure()).toMatchObject({ name: 'ChunkLoadError' });
    expect(messagesOf('en-US')).toEqual(enUSEssential);
    await expect(loadMessages('en-US')).rejects.toMatchObject({ name: 'ChunkLoadError' });
  });

  it('records no failure when the first download succeeds', async () => {
    const { firstMessagesFailure, loadFirstMessages } = freshLoad();
    await loadFirstMessages('zh-CN');
    expect(firstMessagesFailure()).toBeUndefined();
  });
});
