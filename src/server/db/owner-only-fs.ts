import type { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/** The bits of a mode that give a group or anyone else access. */
const GROUP_AND_OTHERS = 0o077;

type EmscriptenOptions = Awaited<ReturnType<NodeFS['init']>>['emscriptenOpts'];
type ModeChanges = { chmod: (path: unknown, mode: number, ...rest: unknown[]) => void; fchmod: (fd: number, mode: number) => void };

/**
 * The embedded engine's files on disk, every one its owner's only (decision 0042). The engine keeps a umask of its
 * own (022) and sets the mode of each file it creates after creating it, past the process's umask: the relation
 * cache files (`pg_internal.init`, written at every start) were 644. Here every mode the engine sets, on a new
 * file or an old one, loses the group's and others' bits.
 */
export class OwnerOnlyNodeFS extends NodeFS {
  override async init(pg: PGlite, options: Parameters<NodeFS['init']>[1]): Promise<{ emscriptenOpts: EmscriptenOptions }> {
    const { emscriptenOpts } = await super.init(pg, options);
    const ownerOnly = (module: { FS: ModeChanges }) => {
      const { chmod, fchmod } = module.FS;
      module.FS.chmod = (path, mode, ...rest) => chmod.call(module.FS, path, mode & ~GROUP_AND_OTHERS, ...rest);
      module.FS.fchmod = (fd, mode) => fchmod.call(module.FS, fd, mode & ~GROUP_AND_OTHERS);
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [ownerOnly, ...(emscriptenOpts.preRun ?? [])] } };
  }
}
