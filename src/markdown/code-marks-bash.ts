/**
 * The command words Prism's bash grammar (prismjs 1.30, MIT) calls functions, as one alternation: Docusaurus sites
 * colour `npm install` and `git clone` with their theme's function colour, where highlight.js leaves them plain.
 */
export const BASH_COMMANDS = `
  add apropos apt apt-cache apt-get aptitude aspell automysqlbackup awk basename bash bc bconsole bg bzip2 cal
  cargo cat cfdisk chgrp chkconfig chmod chown chroot cksum clear cmp column comm composer cp cron crontab
  csplit curl cut date dc dd ddrescue debootstrap df diff diff3 dig dir dircolors dirname dirs dmesg docker
  docker-compose du egrep eject env ethtool expand expect expr fdformat fdisk fg fgrep file find fmt fold
  format free fsck ftp fuser gawk git gparted grep groupadd groupdel groupmod groups grub-mkconfig gzip halt
  head hg history host hostname htop iconv id ifconfig ifdown ifup import install ip java jobs join kill
  killall less link ln locate logname logrotate look lpc lpr lprint lprintd lprintq lprm ls lsof lynx make man
  mc mdadm mkconfig mkdir mke2fs mkfifo mkfs mkisofs mknod mkswap mmv more most mount mtools mtr mutt mv nano
  nc netstat nice nl node nohup notify-send npm nslookup op open parted passwd paste pathchk ping pkill pnpm
  podman podman-compose popd pr printcap printenv ps pushd pv quota quotacheck quotactl ram rar rcp reboot
  remsync rename renice rev rm rmdir rpm rsync scp screen sdiff sed sendmail seq service sftp sh shellcheck
  shuf shutdown sleep slocate sort split ssh stat strace su sudo sum suspend swapon sync sysctl tac tail tar
  tee time timeout top touch tr traceroute tsort tty umount uname unexpand uniq units unrar unshar unzip
  update-grub uptime useradd userdel usermod users uudecode uuencode v vcpkg vdir vi vim virsh vmstat wait
  watch wc wget whereis which who whoami write xargs xdg-open yarn yes zenity zip zsh zypper
`
  .trim()
  .split(/\s+/)
  .join('|');
