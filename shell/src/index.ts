// The shell's shared modules are eager (shared/federation.ts: they are in the initial scripts the HTML
// names), so start-up needs no async boundary: one round trip fewer before the first render.
import './bootstrap';
