CREATE TABLE "kpi_benchmarks" (
	"gameplay_genre_id" integer NOT NULL,
	"is_ctr" boolean NOT NULL,
	"kpi" text NOT NULL,
	"games" integer NOT NULL,
	"quantiles" double precision[] NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "kpi_benchmarks_gameplay_genre_id_is_ctr_kpi_pk" PRIMARY KEY("gameplay_genre_id","is_ctr","kpi")
);
