// One dictionary per language, merged from the areas under ../areas (each area keeps its own files so that keys of different parts of the product do not collide in one file).
import server from '../areas/server/en-US.js';
import shell from '../areas/shell/en-US.js';
import admin from '../areas/admin/en-US.js';

const enUS = { ...server, ...shell, ...admin };
export default enUS;
