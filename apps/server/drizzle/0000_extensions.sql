-- Distance search ("washers within N miles") uses earth_distance over ll_to_earth; cube is its base.
CREATE EXTENSION IF NOT EXISTS cube;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;
