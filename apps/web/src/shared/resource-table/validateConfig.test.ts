import { describe, expect, it } from 'vitest';
import type { ResourceTableConfig } from './types';
import { validateConfig } from './validateConfig';

type Row = { id: string; name: string };
type Config = ResourceTableConfig<Row>;

const noop = async () => undefined;

/** A complete, legal configuration: form, recycle bin and one row action. */
function legal(): Config {
  return {
    resource: 'things',
    canManage: true,
    fetchPage: async () => ({ items: [], total: 0 }),
    columns: [
      { key: 'name', dataIndex: 'name', title: 'Name' },
      { key: 'id', dataIndex: 'id', title: 'Id' },
    ],
    form: {
      titleCreate: 'New thing',
      titleEdit: 'Edit thing',
      render: () => null,
      initialValues: () => ({}),
      create: noop,
      update: noop,
    },
    remove: noop,
    recover: noop,
    actions: [{ key: 'open', label: 'Open', row: true, onClick: () => undefined }],
  };
}

/** `legal()` with some parts replaced (undefined removes a part); ill-typed on purpose. */
function withParts(parts: Record<string, unknown>, formParts: Record<string, unknown> = {}): Config {
  const config = { ...legal(), ...parts } as Record<string, unknown>;
  if (config.form) config.form = { ...(config.form as object), ...formParts };
  return config as unknown as Config;
}

describe('validateConfig', () => {
  it('accepts a complete configuration', () => {
    expect(validateConfig(legal())).toBeNull();
  });

  it('accepts a read-only table: no form, no recycle bin, no actions', () => {
    expect(validateConfig(withParts({ form: undefined, remove: undefined, recover: undefined, actions: undefined }))).toBeNull();
  });

  describe('missing base address', () => {
    it.each([
      ['no configuration at all', null],
      ['no fetchPage', withParts({ fetchPage: undefined })],
      ['a fetchPage that is not a function', withParts({ fetchPage: '/api/things' })],
      ['no resource', withParts({ resource: undefined })],
      ['an empty resource', withParts({ resource: '' })],
    ])('%s', (_, config) => {
      expect(validateConfig(config as unknown as Config)).toBe('admin.table.config.missingBase');
    });

    it('is reported before anything else is wrong', () => {
      expect(validateConfig(withParts({ fetchPage: undefined, columns: [], recover: undefined }))).toBe('admin.table.config.missingBase');
    });
  });

  describe('illegal columns definition', () => {
    it.each([
      ['columns missing', undefined],
      ['columns not an array', { name: { title: 'Name' } }],
      ['no columns', []],
      ['a null column', [null]],
      ['a column that is not an object', ['name']],
      ['a column without key', [{ dataIndex: 'name', title: 'Name' }]],
      ['a column with an empty key', [{ key: '', title: 'Name' }]],
      ['a column with a non-string key', [{ key: 1, title: 'Name' }]],
      ['two columns with the same key', [{ key: 'name', title: 'Name' }, { key: 'name', title: 'Again' }]],
      ['a column without title', [{ key: 'name' }]],
      ['a column with a null title', [{ key: 'name', title: null }]],
    ])('%s', (_, columns) => {
      expect(validateConfig(withParts({ columns }))).toBe('admin.table.config.columnsIllegal');
    });

    it('takes any title that renders, even an empty one', () => {
      expect(validateConfig(withParts({ columns: [{ key: 'a', title: '' }, { key: 'b', title: 0 }] }))).toBeNull();
    });

    it('refuses a form without a render function', () => {
      expect(validateConfig(withParts({}, { render: undefined }))).toBe('admin.table.config.columnsIllegal');
    });

    it('refuses a form without initial values', () => {
      expect(validateConfig(withParts({}, { initialValues: { name: '' } }))).toBe('admin.table.config.columnsIllegal');
    });

    it('refuses an action without key', () => {
      expect(validateConfig(withParts({ actions: [{ label: 'Open', onClick: () => undefined }] }))).toBe(
        'admin.table.config.columnsIllegal',
      );
    });

    it('refuses an action that neither runs nor opens anything', () => {
      expect(validateConfig(withParts({ actions: [{ key: 'open', label: 'Open' }] }))).toBe('admin.table.config.columnsIllegal');
    });

    it('accepts an action that runs on ids', () => {
      expect(validateConfig(withParts({ actions: [{ key: 'enable', label: 'Enable', batch: true, run: noop }] }))).toBeNull();
    });
  });

  describe('missing add address', () => {
    it('is reported when the form may create but has no create', () => {
      expect(validateConfig(withParts({}, { create: undefined }))).toBe('admin.table.config.missingAdd');
    });

    it('is not needed when creating is switched off', () => {
      expect(validateConfig(withParts({}, { create: undefined, allowCreate: false }))).toBeNull();
    });
  });

  describe('missing edit address', () => {
    it('is reported when the form may edit but has no update', () => {
      expect(validateConfig(withParts({}, { update: undefined }))).toBe('admin.table.config.missingEdit');
    });

    it('is not needed when editing is switched off', () => {
      expect(validateConfig(withParts({}, { update: undefined, allowEdit: false }))).toBeNull();
    });

    it('comes after the missing add address', () => {
      expect(validateConfig(withParts({}, { create: undefined, update: undefined }))).toBe('admin.table.config.missingAdd');
    });
  });

  describe('missing delete address', () => {
    it('is reported when a recycle bin is asked for without remove', () => {
      expect(validateConfig(withParts({ recycleBin: true, remove: undefined }))).toBe('admin.table.config.missingDelete');
    });

    it('is reported when remove is not a function', () => {
      expect(validateConfig(withParts({ recycleBin: true, remove: '/api/things/delete' }))).toBe('admin.table.config.missingDelete');
    });
  });

  describe('missing recover address', () => {
    it('is reported when remove implies a recycle bin but recover is missing', () => {
      expect(validateConfig(withParts({ recover: undefined }))).toBe('admin.table.config.missingRecover');
    });

    it('is not needed when the recycle bin is switched off', () => {
      expect(validateConfig(withParts({ recycleBin: false, recover: undefined }))).toBeNull();
    });
  });
});
