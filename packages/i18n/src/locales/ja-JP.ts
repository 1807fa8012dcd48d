// One dictionary per language, merged from the areas under ../areas (each area keeps its own files so that keys of different parts of the product do not collide in one file).
import server from '../areas/server/ja-JP.js';
import shell from '../areas/shell/ja-JP.js';
import admin from '../areas/admin/ja-JP.js';

const jaJP = { ...server, ...shell, ...admin };
export default jaJP;
