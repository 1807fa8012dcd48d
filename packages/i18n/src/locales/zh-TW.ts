// One dictionary per language, merged from the areas under ../areas (each area keeps its own files so that keys of different parts of the product do not collide in one file).
import server from '../areas/server/zh-TW.js';
import shell from '../areas/shell/zh-TW.js';
import admin from '../areas/admin/zh-TW.js';

const zhTW = { ...server, ...shell, ...admin };
export default zhTW;
