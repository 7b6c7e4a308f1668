"""docs/benchmarks.md's tables that the benchmark command writes: seeks in a long exact run
with checkpoints. The seek and run times are wall clock: they vary from run to run and machine
to machine, so the check leaves them out."""

from doc_tables_common import Table, run_cli


def checkpoint_seeks(cli):
    """Seeks in a run of 10^7 collisions at 10^4 disks, with the default checkpoints."""
    rows = ["| packing | checkpoints kept | spacing (collisions) | MB per checkpoint | seek median (s) | "
            "seek max (s) | run with / without checkpoints (processor s) |",
            "|---|---|---|---|---|---|---|"]
    for packing in ("0.3", "0.7"):
        r = run_cli(cli, "bench", "--seek", "--n", "10000", "--packing", packing, "--json")
        rows.append(f"| {packing} | {r['checkpoints']:.0f} | {r['checkpoint_spacing']:,.0f} | "
                    f"{r['bytes_per_checkpoint'] / 1e6:.2f} | {r['seek_seconds_median']:.3f} | "
                    f"{r['seek_seconds_max']:.3f} | {r['run_cpu_seconds']:.1f} / {r['run_cpu_seconds_without_checkpoints']:.1f} |")
    return "\n".join(rows)


TABLES = {"checkpoint-seeks": Table("docs/benchmarks.md", False, checkpoint_seeks, cost_columns=(4, 5, 6))}
